package evalbench.toga;

import evalbench.core.Colour;

/**
 * What Toga knows from the piece counts alone: Fruit's material info (recogniser, flags, multipliers, phase, piece
 * values and bishop pair, under Toga's numbers) and Toga's own material terms, per side from its own point of view.
 *
 * @param fruit Fruit's part, computed by Fruit's material stage
 * @param extra Toga's added terms by {@link #EXTRA_TERMS} slot, colour and stage: index slot * 4 + colour * 2 + stage
 * @param anyExtra whether any of {@code extra} is not 0 (most material has none: the evaluation skips the slots)
 */
record MaterialInfo(evalbench.fruit.MaterialInfo fruit, int[] extra, boolean anyExtra) {
    /** Sheet terms of the extra slots, in slot order. */
    static final int[] EXTRA_TERMS = {Terms.EXCHANGE, Terms.PAWN_ENDING, Terms.ROOK_ENDING, Terms.QUEEN_MINOR};
    static final int EXCHANGE = 0;
    static final int PAWN_ENDING = 1;
    static final int ROOK_ENDING = 2;
    static final int QUEEN_MINOR = 3;

    MaterialInfo(evalbench.fruit.MaterialInfo fruit, int[] extra) {
        this(fruit, extra, java.util.Arrays.stream(extra).anyMatch(v -> v != 0));
    }

    static int index(int slot, int colour, int stage) {
        return slot << 2 | colour << 1 | stage;
    }

    int phase() {
        return fruit.phase();
    }

    evalbench.fruit.MaterialInfo.Side side(int colour) {
        return colour == Colour.WHITE ? fruit.white() : fruit.black();
    }
}
