package evalbench.toga;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * Toga's material_comp_info(): Fruit's material stage (recogniser, flags, multipliers and phase unchanged; piece
 * values and bishop pair under Toga's numbers) plus Toga's four additions, all from the piece counts, cached by the
 * position's material signature like Fruit's:
 * <ul>
 * <li>exchange: the side whose knights, bishops, rooks and queens are worth more (opening values) while the other
 * has more pawns gets ExchangeBonus in both stages;</li>
 * <li>pawn ending: with kings and pawns only, a lead of one pawn, or of two or more, gets PawnEndingBonus[0 | 1]
 * (endgame);</li>
 * <li>rook ending: one rook each and no other piece, the side with more pawns loses RookEndingPenalty (endgame);</li>
 * <li>queen + knight against queen + bishop (endgame, QueenKnightVsQueenBishop): White with exactly a queen and a
 * knight (or a queen and a bishop) against Black's queen and bishop (knight), under Toga's count condition: Black's
 * pieces and pawns minus <em>White's</em> pawns equal 2. The original meant Black's two pieces; comparing with
 * White's pawns makes it fire with unequal pawns (a colour-flip asymmetry, reproduced). The side holding the
 * knight gets the value.</li>
 * </ul>
 */
final class MaterialTable {
    private static final int CACHE_BITS = 14;

    private final TogaParameters p;
    private final evalbench.fruit.MaterialTable fruitTable;
    private final evalbench.fruit.MaterialTable.Counts counts = new evalbench.fruit.MaterialTable.Counts();
    private final long[] keys = new long[1 << CACHE_BITS];
    private final MaterialInfo[] entries = new MaterialInfo[1 << CACHE_BITS];
    private final boolean cacheOn;
    /** The last lookup, as in Fruit's table: a search line mostly keeps its material from node to node. */
    private long lastSignature = -1;
    private MaterialInfo lastInfo;

    MaterialTable(TogaParameters parameters, boolean cacheOn) {
        this.p = parameters;
        this.fruitTable = new evalbench.fruit.MaterialTable(parameters.fruit(), false);
        this.cacheOn = cacheOn;
    }

    MaterialInfo get(Position position) {
        if (!cacheOn) {
            return compute(counts.of(position));
        }
        long signature = position.materialSignature();
        if (signature == lastSignature) {
            return lastInfo;
        }
        // multiplicative hashing: the signature's nibbles spread over the top bits
        int slot = (int) ((signature * 0x9E3779B97F4A7C15L) >>> (64 - CACHE_BITS));
        MaterialInfo info = entries[slot];
        if (info == null || keys[slot] != signature) {
            info = compute(counts.of(position));
            keys[slot] = signature;
            entries[slot] = info;
        }
        lastSignature = signature;
        lastInfo = info;
        return info;
    }

    private MaterialInfo compute(evalbench.fruit.MaterialTable.Counts k) {
        int[] extra = new int[MaterialInfo.EXTRA_TERMS.length * 4];
        int w = Colour.WHITE;
        int b = Colour.BLACK;
        exchange(k, extra);
        pawnEnding(k, extra);
        if (pieces(k, w) == 1 && k.rooks(w) == 1 && pieces(k, b) == 1 && k.rooks(b) == 1
                && k.pawns(w) != k.pawns(b)) {
            int more = k.pawns(w) > k.pawns(b) ? w : b;
            extra[MaterialInfo.index(MaterialInfo.ROOK_ENDING, more, 1)] -= p.rookEndingPenalty;
        }
        queenMinor(k, extra);
        return new MaterialInfo(fruitTable.compute(k), extra);
    }

    private void exchange(evalbench.fruit.MaterialTable.Counts k, int[] extra) {
        int w = Colour.WHITE;
        int b = Colour.BLACK;
        int white = pieceSum(k, w);
        int black = pieceSum(k, b);
        int side = -1;
        if (white > black && k.pawns(b) > k.pawns(w)) {
            side = w;
        } else if (black > white && k.pawns(w) > k.pawns(b)) {
            side = b;
        }
        if (side >= 0) {
            extra[MaterialInfo.index(MaterialInfo.EXCHANGE, side, 0)] += p.exchangeBonus;
            extra[MaterialInfo.index(MaterialInfo.EXCHANGE, side, 1)] += p.exchangeBonus;
        }
    }

    private void pawnEnding(evalbench.fruit.MaterialTable.Counts k, int[] extra) {
        if (pieces(k, Colour.WHITE) != 0 || pieces(k, Colour.BLACK) != 0) {
            return;
        }
        int lead = k.pawns(Colour.WHITE) - k.pawns(Colour.BLACK);
        if (lead != 0) {
            int side = lead > 0 ? Colour.WHITE : Colour.BLACK;
            int bonus = p.pawnEndingBonus[Math.abs(lead) >= 2 ? 1 : 0];
            extra[MaterialInfo.index(MaterialInfo.PAWN_ENDING, side, 1)] += bonus;
        }
    }

    private void queenMinor(evalbench.fruit.MaterialTable.Counts k, int[] extra) {
        int w = Colour.WHITE;
        int b = Colour.BLACK;
        if (pieces(k, w) != 2 || k.queens(w) != 1 || k.queens(b) != 1) {
            return;
        }
        // the original's count: Black's pieces and pawns minus White's pawns (meant: Black's pieces) equal 2
        if (k.total(b) - k.pawns(w) != 2) {
            return;
        }
        if (k.knights(w) == 1 && k.bishops(b) == 1) {
            extra[MaterialInfo.index(MaterialInfo.QUEEN_MINOR, w, 1)] += p.queenKnightVsQueenBishop;
        } else if (k.bishops(w) == 1 && k.knights(b) == 1) {
            extra[MaterialInfo.index(MaterialInfo.QUEEN_MINOR, b, 1)] += p.queenKnightVsQueenBishop;
        }
    }

    /** Knights, bishops, rooks and queens. */
    private static int pieces(evalbench.fruit.MaterialTable.Counts k, int c) {
        return k.total(c) - k.pawns(c);
    }

    /** A side's knights, bishops, rooks and queens at their opening values. */
    private int pieceSum(evalbench.fruit.MaterialTable.Counts k, int c) {
        return k.knights(c) * p.materialOpening[PieceType.KNIGHT] + k.bishops(c) * p.materialOpening[PieceType.BISHOP]
                + k.rooks(c) * p.materialOpening[PieceType.ROOK] + k.queens(c) * p.materialOpening[PieceType.QUEEN];
    }
}
