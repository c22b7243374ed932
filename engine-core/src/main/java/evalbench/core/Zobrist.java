package evalbench.core;

/**
 * Random keys for hashing positions. Fixed seed, so keys are the same in every run and every build.
 */
public final class Zobrist {
    private static final long[] PIECE_SQUARE = new long[Piece.CODE_LIMIT * 64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    private static final long SIDE;

    static {
        long state = 0x5EED_2005_0001_0000L;
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            state = Attacks.nextRandom(state);
            PIECE_SQUARE[i] = state;
        }
        // A castling-rights set hashes as the xor of its single rights, so updates can xor differences.
        long[] single = new long[4];
        for (int i = 0; i < 4; i++) {
            state = Attacks.nextRandom(state);
            single[i] = state;
        }
        for (int rights = 0; rights < 16; rights++) {
            long k = 0;
            for (int i = 0; i < 4; i++) {
                if ((rights & (1 << i)) != 0) {
                    k ^= single[i];
                }
            }
            CASTLING[rights] = k;
        }
        for (int i = 0; i < 8; i++) {
            state = Attacks.nextRandom(state);
            EN_PASSANT_FILE[i] = state;
        }
        SIDE = Attacks.nextRandom(state);
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

    /** Xored in when Black is to move. */
    public static long blackToMove() {
        return SIDE;
    }
}
