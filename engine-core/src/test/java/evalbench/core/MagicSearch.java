package evalbench.core;

import java.util.Locale;

/**
 * How the numbers in {@link MagicNumbers} were made: for every square, sparse random candidates (SplitMix64 from a
 * fixed seed) until one maps every occupancy subset of the square's relevant mask to a slot that holds only equal
 * attack sets. Kept in test scope so the start-up never searches; run {@link #main} to print the arrays again.
 */
final class MagicSearch {
    private MagicSearch() {
    }

    /** Finds one magic per square for a slider; {@code rook} picks the directions. */
    static long[] search(boolean rook, long seed) {
        long[] magics = new long[64];
        for (int square = 0; square < 64; square++) {
            long mask = rook ? Attacks.rookMask(square) : Attacks.bishopMask(square);
            int bits = Long.bitCount(mask);
            int n = 1 << bits;
            long[] occupancies = new long[n];
            long[] attacks = new long[n];
            long subset = 0;
            for (int i = 0; i < n; i++) {
                occupancies[i] = subset;
                attacks[i] = rook ? Attacks.rookByRays(square, subset) : Attacks.bishopByRays(square, subset);
                subset = (subset - mask) & mask; // carry-rippler: next subset of the mask
            }
            long[] slots = new long[n];
            int[] epoch = new int[n];
            int attempt = 0;
            while (magics[square] == 0) {
                attempt++;
                seed = Attacks.nextRandom(seed);
                long a = seed;
                seed = Attacks.nextRandom(seed);
                long b = seed;
                seed = Attacks.nextRandom(seed);
                long candidate = a & b & seed; // sparse numbers make good magics
                if (Long.bitCount((mask * candidate) >>> 56) < 6) {
                    continue;
                }
                boolean ok = true;
                for (int i = 0; i < n && ok; i++) {
                    int index = (int) ((occupancies[i] * candidate) >>> (64 - bits));
                    if (epoch[index] != attempt) {
                        epoch[index] = attempt;
                        slots[index] = attacks[i];
                    } else if (slots[index] != attacks[i]) {
                        ok = false;
                    }
                }
                if (ok) {
                    magics[square] = candidate;
                }
            }
        }
        return magics;
    }

    public static void main(String[] args) {
        print("ROOK", search(true, 0x9E3779B97F4A7C15L));
        print("BISHOP", search(false, 0x9E3779B97F4A7C15L));
    }

    private static void print(String name, long[] magics) {
        StringBuilder s = new StringBuilder("    static final long[] " + name + " = {\n");
        for (int i = 0; i < 64; i++) {
            s.append(i % 4 == 0 ? "        " : " ").append(String.format(Locale.ROOT, "0x%016XL,", magics[i]));
            if (i % 4 == 3) {
                s.append('\n');
            }
        }
        System.out.print(s.append("    };\n"));
    }
}
