package evalbench.core.io;

import evalbench.core.FenException;
import evalbench.core.Position;
import evalbench.core.San;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a corpus — a FEN list, an EPD file or a PGN collection — one position at a time, so a file of a
 * million positions never sits in memory (at most one PGN game's positions are held). A bad entry (a
 * malformed FEN line, an illegal or unreadable PGN move, a broken tag) is skipped, recorded as a
 * {@link CorpusProblem} with its file and line, and counted; reading goes on with the next entry. A PGN
 * game keeps its positions up to its bad move, and its problem says so. A game ends at its result, at a tag after
 * a blank line or at a tag its game already has (a game with tags but no moves is a game of one position); an
 * unclosed comment or variation ends at the next tag line, so it never swallows the games after it. A position
 * whose move counters pass {@link evalbench.core.Fen#MAX_COUNTER} ends its game: every FEN handed out reads back
 * by the same rule as every other FEN. The SHA-256 of the file's bytes is computed while reading.
 *
 * <p>Use: {@code while ((unit = reader.next()) != null) ...}, then {@link #problems()}, {@link #sha256()}.
 */
public final class CorpusReader implements AutoCloseable {
    /** Problems kept with their text; beyond this only counted. */
    public static final int MAX_PROBLEMS_KEPT = 1000;

    private final Path file;
    private final String name;
    private final CorpusOptions options;
    private final CorpusFormat format;
    private final MessageDigest digest;
    private final InputStream raw;
    private final BufferedReader lines;
    private final PgnGames pgn;
    private final ArrayDeque<CorpusUnit> pending = new ArrayDeque<>();
    private final List<CorpusProblem> problems = new ArrayList<>();
    private final Map<String, Long> problemCounts = new TreeMap<>();
    private long problemTotal;
    private long index;
    private int lineNo;
    private int games;
    private boolean finished;
    private String sha256;
    private final long size;
    private volatile long bytes;

    public CorpusReader(Path file, CorpusOptions options) throws IOException {
        this.file = file;
        this.name = Samples.label(file);
        this.options = options;
        this.format = options.formatOf(file);
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
        this.size = Files.size(file);
        this.raw = new DigestInputStream(new java.io.FilterInputStream(Files.newInputStream(file)) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    bytes++;
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                if (n > 0) {
                    bytes += n;
                }
                return n;
            }
        }, digest);
        // UTF-8, with bytes that are not UTF-8 read as Latin-1 (old PGN databases) instead of failing
        BufferedReader reader = new BufferedReader(new LenientUtf8Reader(raw), 1 << 16);
        if (format == CorpusFormat.PGN) {
            this.lines = null;
            this.pgn = new PgnGames(reader);
        } else {
            this.lines = reader;
            this.pgn = null;
        }
    }

    public Path file() {
        return file;
    }

    public CorpusFormat format() {
        return format;
    }

    public CorpusOptions options() {
        return options;
    }

    /** The next position, or null at the end of the file. */
    public CorpusUnit next() throws IOException {
        while (pending.isEmpty()) {
            if (finished) {
                return null;
            }
            if (format == CorpusFormat.PGN) {
                readGame();
            } else {
                readLine();
            }
        }
        return pending.poll();
    }

    /**
     * The next positions, at most {@code size} of them: fewer only at the end of the file, none once it is read.
     * The studies hand such chunks to their worker threads.
     */
    public List<CorpusUnit> next(int size) throws IOException {
        List<CorpusUnit> chunk = new ArrayList<>();
        CorpusUnit u;
        while (chunk.size() < size && (u = next()) != null) {
            chunk.add(u);
        }
        return chunk;
    }

    /** Share of the file's bytes read so far (0..1), for progress bars. */
    public double progress() {
        return size == 0 ? 1 : Math.min(1, (double) bytes / size);
    }

    /** Positions handed out so far. */
    public long positionsRead() {
        return index;
    }

    /** PGN games started so far (0 for FEN/EPD). */
    public int games() {
        return games;
    }

    /** Every skipped entry counted, kept or not. */
    public long problemCount() {
        return problemTotal;
    }

    /** Skipped entries by kind ("bad FEN", "bad move", ...). */
    public Map<String, Long> problemCounts() {
        return Map.copyOf(problemCounts);
    }

    /** The first {@link #MAX_PROBLEMS_KEPT} skipped entries, in file order. */
    public List<CorpusProblem> problems() {
        return List.copyOf(problems);
    }

    /** SHA-256 of the file's bytes (hex); reads the rest of the file if the caller stopped early. */
    public String sha256() throws IOException {
        if (sha256 == null) {
            byte[] buffer = new byte[1 << 16];
            while (raw.read(buffer) >= 0) {
                // drain through the digest
            }
            sha256 = HexFormat.of().formatHex(digest.digest());
        }
        return sha256;
    }

    /** Reads the whole file, keeping nothing: its positions and problems counted, its hash computed. */
    public static Summary scan(Path file, CorpusOptions options) throws IOException {
        try (CorpusReader r = new CorpusReader(file, options)) {
            while (r.next() != null) {
                // counting only
            }
            return new Summary(r.positionsRead(), r.problemCount(), r.sha256());
        }
    }

    /** What {@link #scan} found. */
    public record Summary(long positions, long problems, String sha256) {
    }

    @Override
    public void close() throws IOException {
        raw.close();
    }

    private void problem(int line, String kind, String reason) {
        problemTotal++;
        problemCounts.merge(kind, 1L, Long::sum);
        if (problems.size() < MAX_PROBLEMS_KEPT) {
            problems.add(new CorpusProblem(name, line, kind, reason));
        }
    }

    // ---- FEN and EPD lines ----------------------------------------------------------------------

    private void readLine() throws IOException {
        String text = lines.readLine();
        if (text == null) {
            finished = true;
            return;
        }
        lineNo++;
        String position = PositionFile.positionText(text, lineNo);
        if (position == null) {
            return;
        }
        try {
            PositionRecord r = PositionFile.parseLine(position, lineNo);
            pending.add(new CorpusUnit(index++, lineNo, r.fen(), r.position(), r.operations(), 0, 0));
        } catch (FenException e) {
            problem(lineNo, "bad FEN", e.getMessage());
        } catch (RuntimeException e) {
            problem(lineNo, "bad line", String.valueOf(e.getMessage()));
        }
    }

    // ---- PGN ------------------------------------------------------------------------------------

    /** Reads one game (by {@link PgnGames}' rules) and plays its moves into {@link #pending}. */
    private void readGame() throws IOException {
        PgnGames.Game game = pgn.next();
        if (game == null) {
            finished = true;
            return;
        }
        games = pgn.games();
        int gameLine = game.header().line();
        String where = "game " + games + " (line " + gameLine + ")";
        if (game.errorInTags()) {
            problem(game.errorLine(), "bad PGN", where + ": " + game.error() + "; the game is skipped");
            return;
        }
        Position position;
        String startFen = game.header().tag("FEN");
        try {
            position = startFen.isEmpty() ? Position.start() : Position.fromFen(startFen);
        } catch (FenException e) {
            problem(gameLine, "bad PGN", where + ": its FEN tag: " + e.getMessage() + "; the game is skipped");
            return;
        }
        int ply = 0;
        emit(position, gameLine, ply);
        for (int i = 0; i < game.san().size(); i++) {
            String text = game.san().get(i);
            int line = game.sanLines().get(i);
            int move;
            try {
                move = San.parse(position, text);
            } catch (IllegalArgumentException e) {
                problem(line, "bad move", where + ", ply " + (ply + 1) + ": " + e.getMessage() + readSoFar(ply));
                return;
            }
            position.makeMove(move);
            ply++;
            if (position.fullmoveNumber() > evalbench.core.Fen.MAX_COUNTER
                    || position.halfmoveClock() > evalbench.core.Fen.MAX_COUNTER) {
                problem(line, "bad PGN", where + ", ply " + ply + ": the move counters pass "
                        + evalbench.core.Fen.MAX_COUNTER + readSoFar(ply - 1));
                return;
            }
            emit(position, line, ply);
        }
        if (game.error() != null) {
            problem(game.errorLine(), "bad PGN", where + ": " + game.error() + readSoFar(ply));
        }
    }

    /** Says which of a broken game's positions were kept, so a report's "skipped" never hides kept positions. */
    private String readSoFar(int plies) {
        return "; its positions up to ply " + plies + " were read, the rest of the game is skipped";
    }

    private void emit(Position position, int line, int ply) {
        if (options.takes(ply)) {
            // only the FEN: the unit's position is parsed from it where it is used (a worker thread), and so
            // carries no game history (a search must not see repetitions of the game)
            pending.add(new CorpusUnit(index++, line, position.toFen(), null, Map.of(), games, ply));
        }
    }
}
