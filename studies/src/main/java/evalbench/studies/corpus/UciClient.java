package evalbench.studies.corpus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An external UCI engine driven for one search per position from a fresh hash (similarity, suite --uci, bench
 * --uci). Every wait has a time limit; an engine that
 * dies, hangs or answers nonsense is reported by its name with what we were waiting for, its exit code and
 * the last lines it wrote to standard error.
 */
public final class UciClient implements AutoCloseable {
    /** The engine failed; the message says which engine, what was awaited, exit code and stderr tail. */
    public static final class EngineFailure extends IOException {
        private static final long serialVersionUID = 1L;

        EngineFailure(String message) {
            super(message);
        }
    }

    private static final String EOF = "\u0000eof";
    private static final int STDERR_LINES = 5;

    private final String name;
    private final String command;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> stderrTail = new ArrayDeque<>();
    private final long startupMs;
    /** The most lines the engine's MultiPV option allows (0: it offers none), and the value set now. */
    private int multiPvMax;
    private int multiPv = 1;

    /** Starts the engine and completes the "uci"/"isready" handshake within {@code startupMs}. */
    public UciClient(String name, String command, int hashMb, long startupMs) throws IOException {
        this.name = name;
        this.command = command;
        this.startupMs = startupMs;
        try {
            this.process = new ProcessBuilder(EngineCommand.words(command)).start();
        } catch (IOException e) {
            throw new EngineFailure("engine " + name + " (" + command + ") cannot be started: " + e.getMessage());
        }
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        pump(new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)), false);
        pump(new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8)), true);
        send("uci");
        waitFor("uciok", startupMs, line -> {
            String[] w = line.strip().split("\\s+");
            // "option name MultiPV type spin default 1 min 1 max 500": the most lines it can report at once
            if (w.length >= 4 && w[0].equals("option") && w[2].equalsIgnoreCase("MultiPV")) {
                for (int i = 3; i + 1 < w.length; i++) {
                    if (w[i].equals("max")) {
                        try {
                            multiPvMax = Integer.parseInt(w[i + 1]);
                        } catch (NumberFormatException e) {
                            multiPvMax = 0;
                        }
                    }
                }
            }
        });
        send("setoption name Hash value " + hashMb);
        send("isready");
        waitFor("readyok", startupMs);
    }

    public String name() {
        return name;
    }

    private Thread stderrPump;

    private void pump(BufferedReader reader, boolean stderr) {
        Thread t = new Thread(() -> {
            try {
                String line;
                while ((line = reader.readLine()) != null) {
                    if (stderr) {
                        synchronized (stderrTail) {
                            stderrTail.addLast(line);
                            if (stderrTail.size() > STDERR_LINES) {
                                stderrTail.removeFirst();
                            }
                        }
                    } else {
                        lines.add(line);
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
            if (!stderr) {
                lines.add(EOF);
            }
        }, "uci-" + name + (stderr ? "-err" : "-out"));
        t.setDaemon(true);
        t.start();
        if (stderr) {
            stderrPump = t;
        }
    }

    /**
     * What one search reported: the best move (UCI text, "" if none), the last node count, the depth and score
     * ("cp 31", "mate -3"; "" if none) of the last info line with a score, and the time from "go" to "bestmove".
     */
    public record Search(String bestMove, long nodes, int depth, String score, double seconds) {
    }

    /**
     * The engine's best move (UCI text, "" if it has none) for a position after "ucinewgame", searching with
     * {@code go} ("depth 6", "nodes 10000", "movetime 100"); waits at most {@code timeoutMs} for "bestmove".
     */
    public String bestMove(String fen, String go, long timeoutMs) throws IOException {
        return search(fen, go, timeoutMs).bestMove();
    }

    /** {@link #bestMove} with what the engine's info lines said on the way. */
    public Search search(String fen, String go, long timeoutMs) throws IOException {
        newPosition(fen);
        InfoLines info = new InfoLines();
        long start = System.nanoTime();
        send("go " + go);
        String line = waitFor("bestmove", timeoutMs, info);
        double seconds = (System.nanoTime() - start) / 1e9;
        String[] w = line.split("\\s+");
        String move = w.length > 1 && !w[1].equals("(none)") && !w[1].equals("0000") ? w[1] : "";
        return new Search(move, info.nodes, info.depth, info.score, seconds);
    }

    /**
     * One search for {@code fingerprint}: the score and principal variation of the last info line that had both
     * (moves in UCI text), the last node count and the time; an empty PV when the engine printed none.
     */
    public FingerprintEngine.Answer probe(String fen, String go, long timeoutMs) throws IOException {
        setMultiPv(1);
        newPosition(fen);
        InfoLines info = new InfoLines();
        long start = System.nanoTime();
        send("go " + go);
        waitFor("bestmove", timeoutMs, info);
        return new FingerprintEngine.Answer(FingerprintEngine.Score.parseUci(info.scoreWithPv), info.pv, info.nodes,
                (System.nanoTime() - start) / 1e9);
    }

    /** The most lines the engine's MultiPV option allows; 0 when it offers no such option. */
    public int multiPvMax() {
        return multiPvMax;
    }

    /**
     * Root lines for {@code fingerprint --root-moves}: a score and PV for each of {@code moves} (UCI text, the
     * position's legal moves). An engine with a MultiPV option is asked once with MultiPV set to their number, or
     * to its maximum when that is lower (Toga II 3.0: its best 10 lines; it ignores searchmoves); the last line of
     * each multipv index counts. An engine without one is asked once per move, {@code go ... searchmoves MOVE},
     * from one fresh hash per position, and an answer whose PV does not start with the move asked (an engine that
     * ignores searchmoves) comes back without PV.
     */
    public List<FingerprintEngine.Answer> probeRootMoves(String fen, List<String> moves, String go, long timeoutMs)
            throws IOException {
        List<FingerprintEngine.Answer> answers = new java.util.ArrayList<>();
        if (moves.isEmpty()) {
            answers.add(probe(fen, go, timeoutMs));
            return answers;
        }
        if (multiPvMax > 1) {
            int count = Math.min(multiPvMax, moves.size());
            setMultiPv(count);
            newPosition(fen);
            MultiPvLines lines = new MultiPvLines();
            long start = System.nanoTime();
            send("go " + go);
            waitFor("bestmove", timeoutMs, lines);
            double seconds = (System.nanoTime() - start) / 1e9;
            for (int k = 1; k <= count; k++) {
                InfoLines info = lines.byIndex.get(k);
                answers.add(info == null ? new FingerprintEngine.Answer(FingerprintEngine.Score.NONE, List.of(),
                        k == 1 ? lines.nodes : 0, k == 1 ? seconds : 0)
                        : new FingerprintEngine.Answer(FingerprintEngine.Score.parseUci(info.scoreWithPv), info.pv,
                                k == 1 ? lines.nodes : 0, k == 1 ? seconds : 0));
            }
            return answers;
        }
        setMultiPv(1);
        send("ucinewgame");
        for (String move : moves) {
            send("position fen " + fen);
            send("isready");
            waitFor("readyok", startupMs);
            InfoLines info = new InfoLines();
            long start = System.nanoTime();
            send("go " + go + " searchmoves " + move);
            waitFor("bestmove", timeoutMs, info);
            boolean asked = !info.pv.isEmpty() && info.pv.get(0).equals(move);
            answers.add(new FingerprintEngine.Answer(asked ? FingerprintEngine.Score.parseUci(info.scoreWithPv)
                    : FingerprintEngine.Score.NONE, asked ? info.pv : List.of(), info.nodes,
                    (System.nanoTime() - start) / 1e9));
        }
        return answers;
    }

    private void setMultiPv(int lines) throws IOException {
        if (multiPvMax > 0 && lines != multiPv) {
            send("setoption name MultiPV value " + lines);
            multiPv = lines;
        }
    }

    /** The info lines of a MultiPV search, by multipv index (1 when a line names none). */
    private static final class MultiPvLines implements java.util.function.Consumer<String> {
        final java.util.Map<Integer, InfoLines> byIndex = new java.util.HashMap<>();
        long nodes;

        @Override
        public void accept(String line) {
            if (!line.startsWith("info") || line.contains(" string ")) {
                return;
            }
            String[] w = line.split("\\s+");
            int index = 1;
            for (int i = 1; i + 1 < w.length && !w[i].equals("pv"); i++) {
                if (w[i].equals("multipv")) {
                    try {
                        index = Integer.parseInt(w[i + 1]);
                    } catch (NumberFormatException e) {
                        return;
                    }
                }
            }
            InfoLines info = byIndex.computeIfAbsent(index, k -> new InfoLines());
            info.accept(line);
            nodes = Math.max(nodes, info.nodes);
        }
    }

    /** A fresh hash and the position, and the engine ready for "go". */
    private void newPosition(String fen) throws IOException {
        send("ucinewgame");
        send("position fen " + fen);
        send("isready");
        waitFor("readyok", startupMs);
    }

    /** The last node count, and depth and score of the last info line with a score. */
    private static final class InfoLines implements java.util.function.Consumer<String> {
        long nodes;
        int depth;
        String score = "";
        /** The score and PV of the last line that had both (a PV's score, not a bound's of another line). */
        String scoreWithPv = "";
        List<String> pv = List.of();

        @Override
        public void accept(String line) {
            if (!line.startsWith("info")) {
                return;
            }
            String[] w = line.split("\\s+");
            int pvAt = java.util.Arrays.asList(w).indexOf("pv");
            int scoreAt = java.util.Arrays.asList(w).indexOf("score");
            if (pvAt > 0 && scoreAt > 0 && scoreAt + 2 < w.length && pvAt + 1 < w.length
                    && !line.contains("string")) {
                scoreWithPv = w[scoreAt + 1] + " " + w[scoreAt + 2]
                        + (scoreAt + 3 < w.length && w[scoreAt + 3].endsWith("bound") ? " " + w[scoreAt + 3] : "");
                pv = List.of(java.util.Arrays.copyOfRange(w, pvAt + 1, w.length));
            }
            for (int i = 1; i + 1 < w.length; i++) {
                try {
                    switch (w[i]) {
                        case "nodes" -> nodes = Long.parseLong(w[i + 1]);
                        case "depth" -> {
                            if (line.contains(" score ")) {
                                depth = Integer.parseInt(w[i + 1]);
                            }
                        }
                        case "score" -> {
                            if (i + 2 < w.length) {
                                score = w[i + 1] + " " + w[i + 2];
                            }
                        }
                        case "pv", "string" -> i = w.length; // the rest are moves or free text
                        default -> {
                        }
                    }
                } catch (NumberFormatException e) {
                    // a malformed number: keep what we had
                }
            }
        }
    }

    private void send(String text) throws IOException {
        try {
            in.write(text + "\n");
            in.flush();
        } catch (IOException e) {
            throw failure("it to accept '" + text + "'");
        }
    }

    private String waitFor(String prefix, long timeoutMs) throws IOException {
        return waitFor(prefix, timeoutMs, line -> { });
    }

    /** Waits for a line starting with {@code prefix}; every other line goes to {@code others}. */
    private String waitFor(String prefix, long timeoutMs, java.util.function.Consumer<String> others)
            throws IOException {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        while (true) {
            long left = deadline - System.nanoTime();
            String line;
            try {
                line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineFailure("engine " + name + ": interrupted while waiting for '" + prefix + "'");
            }
            if (line == null) {
                throw failure("'" + prefix + "' within " + timeoutMs + " ms (no answer)");
            }
            if (line == EOF) {
                throw failure("'" + prefix + "' (it closed its output)");
            }
            if (line.startsWith(prefix)) {
                return line;
            }
            others.accept(line);
        }
    }

    private EngineFailure failure(String awaited) {
        String exit;
        try {
            boolean ended = process.waitFor(200, TimeUnit.MILLISECONDS);
            exit = ended ? "exit code " + process.exitValue() : "still running";
            if (ended && stderrPump != null) {
                stderrPump.join(1000); // let the last stderr lines of a dead engine arrive
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exit = "state unknown";
        }
        String tail;
        synchronized (stderrTail) {
            tail = stderrTail.isEmpty() ? "no stderr output" : "last stderr: " + String.join(" | ", stderrTail);
        }
        return new EngineFailure("engine " + name + " (" + command + ") failed while we waited for " + awaited + "; "
                + exit + "; " + tail);
    }

    @Override
    public void close() {
        quit(in, process);
    }

    /** Sends "quit" (both protocols say it so) and gives the engine 2 s to end before it is killed. */
    static void quit(Writer in, Process process) {
        try {
            in.write("quit\n");
            in.flush();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
