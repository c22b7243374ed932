package evalbench.fruit;

import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermIds;
import java.util.List;

/**
 * The Fruit model's terms: sheet indices, their definitions and Fruit's stages. Each term is summed into
 * exactly one of Fruit's stages ({@link #STAGES}), so stage totals equal the columns of the reference file.
 *
 * <p>API for models derived from Fruit: the stages a derived model reuses ({@link PieceSquareTables},
 * {@link PawnInfo}, {@link PassedPawns}, {@link Patterns}) record into the sheet under these indices, so the
 * derived model's term list keeps {@link #PST}, the pawn terms ({@link #DOUBLED} .. {@link #CANDIDATE}), the
 * passer terms ({@link #PASSER_RANK} .. {@link #PASSER_KING_DISTANCE}) and the pattern terms
 * ({@link #TRAPPED_BISHOP} .. {@link #BLOCKED_ROOK}) at the same indices; the other indices are its own.
 */
public final class Terms {
    public static final String PROVENANCE = "fruit-2.1";

    public static final String STAGE_MATERIAL = "mat";
    public static final String STAGE_PST = "pst";
    public static final String STAGE_PAWN = "pawn";
    public static final String STAGE_PIECE = "piece";
    public static final String STAGE_KING = "king";
    public static final String STAGE_PASSER = "passer";
    public static final String STAGE_PATTERN = "pattern";

    /** Fruit's stages in the order eval() runs them. */
    public static final List<String> STAGES = List.of(STAGE_MATERIAL, STAGE_PST, STAGE_PAWN, STAGE_PIECE, STAGE_KING,
            STAGE_PASSER, STAGE_PATTERN);

    /** Fruit-only: the bishop pair, a part of Fruit's material info. */
    public static final String BISHOP_PAIR_ID = "material/bishop-pair";

    public static final int MATERIAL = 0;
    public static final int BISHOP_PAIR = 1;
    public static final int PST = 2;
    public static final int DOUBLED = 3;
    public static final int ISOLATED = 4;
    public static final int BACKWARD = 5;
    public static final int CANDIDATE = 6;
    public static final int MOBILITY_KNIGHT = 7;
    public static final int MOBILITY_BISHOP = 8;
    public static final int MOBILITY_ROOK = 9;
    public static final int MOBILITY_QUEEN = 10;
    public static final int ROOK_OPEN_FILE = 11;
    public static final int ROOK_KING_FILE = 12;
    public static final int ROOK_SEVENTH = 13;
    public static final int QUEEN_SEVENTH = 14;
    public static final int KING_SHELTER = 15;
    public static final int KING_STORM = 16;
    public static final int KING_ATTACK = 17;
    public static final int PASSER_RANK = 18;
    public static final int PASSER_UNSTOPPABLE = 19;
    public static final int PASSER_FREE = 20;
    public static final int PASSER_KING_DISTANCE = 21;
    public static final int TRAPPED_BISHOP = 22;
    public static final int BLOCKED_BISHOP = 23;
    public static final int BLOCKED_ROOK = 24;
    public static final int COUNT = 25;

    /** Definitions in sheet-index order. */
    public static final List<TermDef> DEFINITIONS = List.of(
            def(TermIds.MATERIAL, "Material (piece values)", STAGE_MATERIAL),
            def(BISHOP_PAIR_ID, "Bishop pair", STAGE_MATERIAL),
            def(TermIds.PST, "Piece-square tables", STAGE_PST),
            def(TermIds.PAWNS_DOUBLED, "Doubled pawns", STAGE_PAWN),
            def(TermIds.PAWNS_ISOLATED, "Isolated pawns", STAGE_PAWN),
            def(TermIds.PAWNS_BACKWARD, "Backward pawns", STAGE_PAWN),
            def(TermIds.PAWNS_CANDIDATE, "Candidate passed pawns", STAGE_PAWN),
            def(TermIds.MOBILITY_KNIGHT, "Knight mobility", STAGE_PIECE),
            def(TermIds.MOBILITY_BISHOP, "Bishop mobility", STAGE_PIECE),
            def(TermIds.MOBILITY_ROOK, "Rook mobility", STAGE_PIECE),
            def(TermIds.MOBILITY_QUEEN, "Queen mobility", STAGE_PIECE),
            def(TermIds.ROOK_OPEN_FILE, "Rook on a semi-open / open file", STAGE_PIECE),
            def(TermIds.ROOK_KING_FILE, "Rook on or beside the enemy king's file", STAGE_PIECE),
            def(TermIds.ROOK_SEVENTH, "Rook on the 7th rank", STAGE_PIECE),
            def(TermIds.QUEEN_SEVENTH, "Queen on the 7th rank", STAGE_PIECE),
            def(TermIds.KING_SHELTER, "King pawn shelter", STAGE_KING),
            def(TermIds.KING_STORM, "Enemy pawn storm", STAGE_KING),
            def(TermIds.KING_ATTACK, "Pieces attacking the king zone", STAGE_KING),
            def(TermIds.PASSERS_RANK, "Passed pawn by rank", STAGE_PASSER),
            def(TermIds.PASSERS_UNSTOPPABLE, "Unstoppable / king-escorted passer", STAGE_PASSER),
            def(TermIds.PASSERS_FREE, "Free passer (safe advance)", STAGE_PASSER),
            def(TermIds.PASSERS_KING_DISTANCE, "King distances to the passer", STAGE_PASSER),
            def(TermIds.TRAPPED_BISHOP, "Trapped bishop", STAGE_PATTERN),
            def(TermIds.BLOCKED_BISHOP, "Blocked bishop", STAGE_PATTERN),
            def(TermIds.BLOCKED_ROOK, "Blocked rook", STAGE_PATTERN));

    /** Stage index (into {@link #STAGES}) of every term, by sheet index. */
    private static final int[] STAGE_OF_TERM = new int[COUNT];

    static {
        for (int t = 0; t < COUNT; t++) {
            STAGE_OF_TERM[t] = STAGES.indexOf(DEFINITIONS.get(t).stage());
        }
    }

    private Terms() {
    }

    public static int stageOf(int term) {
        return STAGE_OF_TERM[term];
    }

    private static TermDef def(String id, String label, String stage) {
        return new TermDef(id, label, stage, PROVENANCE);
    }
}
