package evalbench.core.io;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.San;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A large PGN file of seeded random legal games for tests of the PGN index, written with what real databases
 * hold: a byte-order mark, UTF-8 names with 2-, 3- and 4-byte characters, Latin-1 names, comments over several
 * lines, variations, NAGs, move numbers and wrapped lines. Every {@value #BROKEN_EVERY}th game has a broken tag (it
 * is skipped whole), every {@value #BROKEN_EVERY}th game from {@value #CUT_FROM} on an unclosed comment after
 * {@value #CUT_AFTER} moves (cut short). A game's moves are computed again from the seed ({@link #moves}), so a
 * test needs no list of millions of strings.
 */
public final class RandomPgn {
    public static final int BROKEN_EVERY = 1000;
    public static final int CUT_FROM = 500;
    public static final int CUT_AFTER = 6;
    private static final String[] NAMES = {"Müller, Hans", "Šahović, Ana", "Bjørn", "Kasparov, Garry",
        "Player \uD834\uDD1E Clef", "Łukasz ♞"};

    private final long seed;

    public RandomPgn(long seed) {
        this.seed = seed;
    }

    /** Whether game {@code number} (1-based) is written with a broken tag. */
    public static boolean skipped(int number) {
        return number % BROKEN_EVERY == 0;
    }

    /** Whether game {@code number} is written with an unclosed comment after {@value #CUT_AFTER} moves. */
    public static boolean cutShort(int number) {
        return number % BROKEN_EVERY == CUT_FROM;
    }

    /** The moves the reader should give for game {@code number}: for a cut game the first {@value #CUT_AFTER}. */
    public List<String> movesRead(int number) {
        List<String> all = moves(number);
        return cutShort(number) ? all.subList(0, Math.min(CUT_AFTER, all.size())) : all;
    }

    /** The White player of game {@code number}. */
    public static String white(int number) {
        return NAMES[number % NAMES.length];
    }

    /** The moves game {@code number} was written with (for a cut game, all of them; the reader keeps the first few). */
    public List<String> moves(int number) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + number);
        int length = 10 + random.nextInt(70);
        return randomMoves(Position.start(), random, length);
    }

    /**
     * Up to {@code length} random legal moves from {@code position} (which they are played on), in SAN; fewer if the
     * game ends. The random numbers drawn: one per move, in order (so a seeded caller's games repeat exactly).
     */
    public static List<String> randomMoves(Position position, java.util.random.RandomGenerator random, int length) {
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            int[] legal = MoveGenerator.legalMoves(position);
            if (legal.length == 0) {
                break;
            }
            int move = legal[random.nextInt(legal.length)];
            moves.add(San.format(position, move));
            position.makeMove(move);
        }
        return moves;
    }

    /** Writes games 1..count to {@code file}. */
    public void write(Path file, int count) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            out.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
            for (int g = 1; g <= count; g++) {
                writeGame(out, g);
            }
        }
    }

    private void writeGame(OutputStream out, int number) throws IOException {
        List<String> moves = moves(number);
        StringBuilder tags = new StringBuilder();
        tags.append("[Event \"random ").append(seed).append("\"]\n");
        tags.append(skipped(number) ? "[Site \"no closing quote]\n" : "[Site \"here\"]\n");
        tags.append("[Round \"").append(number).append("\"]\n");
        out.write(tags.toString().getBytes(StandardCharsets.UTF_8));
        String white = "[White \"" + white(number) + "\"]\n";
        // every seventh Latin-1 name is written in Latin-1 bytes (the reader takes a byte that is not UTF-8 as such)
        boolean latin1 = number % 7 == 0 && StandardCharsets.ISO_8859_1.newEncoder().canEncode(white);
        out.write(white.getBytes(latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8));
        out.write("[Black \"Black\"]\n[Result \"*\"]\n\n".getBytes(StandardCharsets.UTF_8));
        StringBuilder text = new StringBuilder();
        int lineStart = 0;
        for (int i = 0; i < moves.size(); i++) {
            if (i % 2 == 0) {
                text.append(i / 2 + 1).append(". ");
            }
            text.append(moves.get(i)).append(' ');
            boolean cut = cutShort(number) && i >= CUT_AFTER - 1;
            if (cut && i == CUT_AFTER - 1) {
                text.append("{ this comment is never closed\n");
            } else if (cut) {
                // inside the unclosed comment: no '}' that would close it
            } else if (i % 17 == 5) {
                text.append("{a comment\nover two lines with ( and [brackets]} ");
            } else if (i % 23 == 9) {
                text.append("(").append(i / 2 + 1).append(i % 2 == 0 ? "... Nf6 a3 {inner} (b4)) " : ". Nf3) ");
            } else if (i % 11 == 3) {
                text.append("$1 ");
            }
            if (text.length() - lineStart > 70) {
                text.append('\n');
                lineStart = text.length();
            }
        }
        text.append("*\n\n");
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
    }
}
