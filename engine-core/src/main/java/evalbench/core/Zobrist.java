package evalbench.core;

/**
 * Random keys for hashing positions: the PolyGlot book format's numbers (see {@link PolyglotRandom}), so a
 * position's key equals its PolyGlot book key and Fruit 2.1's hash key. As in PolyGlot, the side key is xored
 * in when White is to move, and an en-passant square counts only when a pawn can take there.
 */
public final class Zobrist {
    private static final long[] PIECE_SQUARE = new long[Piece.CODE_LIMIT * 64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    private static final long SIDE = PolyglotRandom.RANDOM[PolyglotRandom.TURN];

    static {
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                // PolyGlot's piece kinds: black pawn 0, white pawn 1, black knight 2, ... white king 11.
                int kind = 2 * (type - 1) + (colour == Colour.WHITE ? 1 : 0);
                for (int sq = 0; sq < 64; sq++) {
                    PIECE_SQUARE[Piece.make(colour, type) << 6 | sq] =
                            PolyglotRandom.RANDOM[PolyglotRandom.PIECE + 64 * kind + sq];
                }
            }
        }
        // A castling-rights set hashes as the xor of its single rights (bits as in Position: WK, WQ, BK, BQ),
        // so updates can xor differences.
        for (int rights = 0; rights < 16; rights++) {
            long k = 0;
            for (int i = 0; i < 4; i++) {
                if ((rights & (1 << i)) != 0) {
                    k ^= PolyglotRandom.RANDOM[PolyglotRandom.CASTLE + i];
                }
            }
            CASTLING[rights] = k;
        }
        for (int i = 0; i < 8; i++) {
            EN_PASSANT_FILE[i] = PolyglotRandom.RANDOM[PolyglotRandom.EN_PASSANT + i];
        }
    }

    private Zobrist() {
    }

    public static long piece(int piece, int square) {
        return PIECE_SQUARE[piece << 6 | square];
    }

    public static long castling(int rights) {
        return CASTLING[rights];
    }

    public static long enPassant(int square) {
        return EN_PASSANT_FILE[Square.file(square)];
    }

    /** Xored in when White is to move (and so toggled by every move). */
    public static long side() {
        return SIDE;
    }
}
