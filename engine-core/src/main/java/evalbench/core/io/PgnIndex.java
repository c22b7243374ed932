package evalbench.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * A list of the games of a PGN file that holds no game: one pass through {@link PgnGames} (the one PGN reader,
 * same encodings and rules) keeps, for each game it could read, only its byte offset, first line and number in
 * the file, 16 bytes a game, so a database of millions of games fits in a few tens of megabytes. {@link #game}
 * reads one game again from its offset. Games skipped whole (a broken tag) are left out of the list; they and
 * games cut short are counted, and the first {@value #KEPT_PROBLEMS} are kept as text with line and reason.
 */
public final class PgnIndex {
    /** How many problem texts are kept; the rest are only counted. */
    public static final int KEPT_PROBLEMS = 1000;
    /** How often (in games) the pass reports its progress and looks for a cancel. */
    private static final int REPORT_EVERY = 512;

    /** The pass's progress: bytes read of the file's size, games listed so far. */
    @FunctionalInterface
    public interface Progress {
        void update(long bytesRead, long fileBytes, int games);
    }

    private final Path file;
    private final long fileBytes;
    private final FileTime modified;
    private long[] offsets = new long[1024];
    private int[] lines = new int[1024];
    private int[] numbers = new int[1024];
    private int size;
    private int gamesRead;
    private int problemCount;
    private final List<String> problems = new ArrayList<>();

    private PgnIndex(Path file) throws IOException {
        this.file = file;
        this.fileBytes = Files.size(file);
        this.modified = Files.getLastModifiedTime(file);
    }

    /**
     * Indexes {@code file} in one streaming pass. {@code progress} is told every few hundred games;
     * {@code cancelled} is asked as often and ends the pass with a {@link CancellationException}.
     */
    public static PgnIndex build(Path file, Progress progress, BooleanSupplier cancelled) throws IOException {
        PgnIndex index = new PgnIndex(file);
        // read character by character straight from the decoder (no BufferedReader), so each game's offset is known
        try (InputStream raw = Files.newInputStream(file);
             LenientUtf8Reader in = new LenientUtf8Reader(raw)) {
            PgnGames pgn = new PgnGames(in);
            PgnGames.Game g;
            while ((g = pgn.next()) != null) {
                index.add(g);
                if (pgn.games() % REPORT_EVERY == 0) {
                    if (cancelled.getAsBoolean()) {
                        throw new CancellationException("indexing " + file + " cancelled");
                    }
                    progress.update(in.position(), index.fileBytes, index.size);
                }
            }
            progress.update(index.fileBytes, index.fileBytes, index.size);
        }
        index.trim();
        return index;
    }

    private void add(PgnGames.Game g) {
        gamesRead = g.header().number();
        String problem = g.problem();
        if (problem != null) {
            problemCount++;
            if (problems.size() < KEPT_PROBLEMS) {
                problems.add(problem);
            }
        }
        if (g.errorInTags()) {
            return;
        }
        if (size == offsets.length) {
            int grown = size + (size >> 1);
            offsets = Arrays.copyOf(offsets, grown);
            lines = Arrays.copyOf(lines, grown);
            numbers = Arrays.copyOf(numbers, grown);
        }
        offsets[size] = g.offset();
        lines[size] = g.header().line();
        numbers[size] = g.header().number();
        size++;
    }

    private void trim() {
        offsets = Arrays.copyOf(offsets, size);
        lines = Arrays.copyOf(lines, size);
        numbers = Arrays.copyOf(numbers, size);
    }

    public Path file() {
        return file;
    }

    /** Games in the list (the games read, less those skipped whole). */
    public int size() {
        return size;
    }

    /** Games the pass met, listed or not. */
    public int gamesRead() {
        return gamesRead;
    }

    /** The i-th listed game's number in the file (1-based, counting skipped games). */
    public int number(int i) {
        return numbers[i];
    }

    /** The i-th listed game's first line. */
    public int line(int i) {
        return lines[i];
    }

    /** The list index of the game with this number in the file, or -1 if it is not listed (skipped). */
    public int indexOfNumber(int number) {
        int i = Arrays.binarySearch(numbers, 0, size, number);
        return i >= 0 ? i : -1;
    }

    /** Games skipped whole or cut short. */
    public int problemCount() {
        return problemCount;
    }

    /** The first {@value #KEPT_PROBLEMS} problems, "line 12: game 3 skipped: ..." (see {@link PgnGames.Game#problem}). */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /**
     * Reads the i-th listed game again from the file, with the number, lines and problem the pass saw. Refused
     * when the file has changed since the pass (its offsets would point into other text).
     */
    public PgnGames.Game game(int i) throws IOException {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("game index " + i + " of " + size);
        }
        if (Files.size(file) != fileBytes || !Files.getLastModifiedTime(file).equals(modified)) {
            throw new IOException(file + " has changed since it was read; open it again");
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            channel.position(offsets[i]);
            LenientUtf8Reader in = new LenientUtf8Reader(Channels.newInputStream(channel), offsets[i]);
            PgnGames.Game g = new PgnGames(in, lines[i], numbers[i] - 1).next();
            if (g == null || g.offset() != offsets[i] || g.errorInTags()) {
                throw new IOException(file + ": game " + numbers[i] + " is not where it was (line " + lines[i] + ")");
            }
            return g;
        }
    }
}
