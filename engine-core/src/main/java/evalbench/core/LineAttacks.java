package evalbench.core;

/**
 * Slider attacks line by line ("kindergarten" bitboards): each of a slider's lines (rank, file, diagonal,
 * anti-diagonal) has at most six inner squares whose occupancy matters. A shift or one multiplication gathers
 * those six bits into an index of 0..63, and one small table gives the attacks along the line. All tables
 * together take 12 KB and stay in the processor's first-level cache, where a magic table (100,000 slots for the
 * rook) is a second-level-cache access at best; two or four cheap lookups beat one expensive one.
 */
final class LineAttacks {
    /** Rook on file {@code f} of the first rank, inner occupancy {@code i}: its attacks along the rank. */
    private static final long[] RANK = new long[8 * 64];
    /** Rook on rank {@code r} of the a-file, inner occupancy {@code i}: its attacks along the a-file. */
    private static final long[] A_FILE = new long[8 * 64];
    /** The rank attacks of file {@code f}, copied to all eight ranks: masked with a diagonal, its attacks on it. */
    private static final long[] FILLED = new long[8 * 64];
    private static final long[] DIAGONAL = new long[64];
    private static final long[] ANTI_DIAGONAL = new long[64];

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_B = 0x0202020202020202L;
    /** The c7-h2 anti-diagonal: multiplied with an a-file set, it lays a2..a7 side by side in the top six bits. */
    private static final long C7_H2 = 0x0004081020408000L;

    static {
        for (int file = 0; file < 8; file++) {
            for (int inner = 0; inner < 64; inner++) {
                int rankSet = attacksAlongEight(file, inner << 1);
                RANK[file * 64 + inner] = rankSet;
                FILLED[file * 64 + inner] = rankSet * FILE_A;
                long fileSet = 0;
                for (int r = 0; r < 8; r++) {
                    if ((rankSet & 1 << r) != 0) {
                        fileSet |= 1L << (r * 8);
                    }
                }
                // The a-file table for a rook on rank 'file': the same line turned upright (the file index below
                // holds a2..a7 in bits 0..5, the order of the rank's inner squares).
                A_FILE[file * 64 + inner] = fileSet;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            for (int s = 0; s < 64; s++) {
                int sf = Square.file(s);
                int sr = Square.rank(s);
                if (sf - sr == f - r) {
                    DIAGONAL[sq] |= 1L << s;
                }
                if (sf + sr == f + r) {
                    ANTI_DIAGONAL[sq] |= 1L << s;
                }
            }
        }
    }

    private LineAttacks() {
    }

    static long rook(int square, long occupied) {
        int file = square & 7;
        int rankShift = square & 56;
        // Rank: the six inner squares of the rank, shifted down.
        long rank = RANK[file << 6 | (int) (occupied >>> (rankShift + 1)) & 63] << rankShift;
        // File: the file moved to the a-file, its inner squares gathered into the top six bits.
        int index = (int) ((((occupied >>> file) & FILE_A) * C7_H2) >>> 58);
        return rank | A_FILE[(square >>> 3) << 6 | index] << file;
    }

    static long bishop(int square, long occupied) {
        int column = (square & 7) << 6;
        long diagonal = DIAGONAL[square];
        long anti = ANTI_DIAGONAL[square];
        // A diagonal's squares are on distinct files: times the b-file, the files b..g land in the top six bits.
        int d = (int) (((occupied & diagonal) * FILE_B) >>> 58);
        int a = (int) (((occupied & anti) * FILE_B) >>> 58);
        return diagonal & FILLED[column | d] | anti & FILLED[column | a];
    }

    /** Attacks along one line of eight for a slider on {@code index}, occupancy bits {@code occupancy}. */
    private static int attacksAlongEight(int index, int occupancy) {
        int set = 0;
        for (int i = index + 1; i < 8; i++) {
            set |= 1 << i;
            if ((occupancy & 1 << i) != 0) {
                break;
            }
        }
        for (int i = index - 1; i >= 0; i--) {
            set |= 1 << i;
            if ((occupancy & 1 << i) != 0) {
                break;
            }
        }
        return set;
    }
}
