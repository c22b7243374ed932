package evalbench.studies.corpus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An engine speaking the xboard/WinBoard protocol, asked for one fixed-depth search per position with thinking
 * output on ({@code post}): the last thinking line "ply score time nodes pv" gives the score (centipawns, the
 * engine's side to move's view) and the principal variation. Each position starts from {@code new}; when the
 * engine announced {@code ping=1} a ping/pong pair separates positions, so a late line of one search (a result
 * after a mate) is never read as part of the next.
 *
 * <p>The depth is sent as {@code sd N} (protocol 2) and again as {@code depth N} (the older command that
 * Phalanx, among others, obeys instead); an engine rejects the one it does not know, harmlessly.
 */
public final class XboardClient implements FingerprintEngine {
    /** A thinking line: ply, score, time in centiseconds, nodes, then the PV. */
    static final Pattern POST = Pattern.compile("^\\s*(\\d+)[.&]?\\s+(-?\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(.*)$");
    private static final String EOF = "\u0000eof";

    private final String name;
    private final String command;
    private final int depth;
    private final long timeoutMs;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final boolean ping;
    private int pings;

    /** Starts the engine and waits up to {@code startupMs} for its feature list ("done=1"). */
    public XboardClient(String name, String command, int depth, long startupMs, long timeoutMs) throws IOException {
        this.name = name;
        this.command = command;
        this.depth = depth;
        this.timeoutMs = timeoutMs;
        try {
            this.process = new ProcessBuilder(EngineCommand.words(command)).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new UciClient.EngineFailure("engine " + name + " (" + command + ") cannot be started: "
                    + e.getMessage());
        }
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        Thread pump = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.ISO_8859_1))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process ended
            }
            lines.add(EOF);
        }, "xboard-" + name);
        pump.setDaemon(true);
        pump.start();
        send("xboard");
        send("protover 2");
        // a protocol-1 engine sends no features: after the wait it is driven all the same, without ping
        List<String> features = new ArrayList<>();
        long deadline = System.nanoTime() + startupMs * 1_000_000L;
        String line;
        while ((line = poll(deadline, "its feature list")) != null) {
            if (line.startsWith("feature")) {
                features.add(line);
                if (line.contains("done=1")) {
                    break;
                }
            }
        }
        this.ping = features.stream().anyMatch(f -> f.contains("ping=1"));
        send("easy");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Answer probe(String fen) throws IOException {
        if (ping) {
            String token = "pong " + (++pings);
            send("ping " + pings);
            long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
            String line;
            do {
                line = poll(deadline, "'" + token + "'");
                if (line == null) {
                    throw failure("'" + token + "' within " + timeoutMs + " ms");
                }
            } while (!line.strip().equals(token));
        }
        send("new");
        send("force");
        send("post");
        send("setboard " + fen);
        send("sd " + depth);
        send("depth " + depth);
        long start = System.nanoTime();
        send("go");
        long deadline = start + timeoutMs * 1_000_000L;
        Score score = Score.NONE;
        List<String> pv = List.of();
        long nodes = 0;
        while (true) {
            String line = poll(deadline, "'move'");
            if (line == null) {
                throw failure("'move' within " + timeoutMs + " ms");
            }
            Matcher m = POST.matcher(line);
            if (m.matches()) {
                score = Score.ofXboard(m.group(2));
                nodes = Score.saturated(m.group(4));
                pv = pvMoves(m.group(5));
            } else if (line.startsWith("move ") || line.startsWith("resign") || line.matches("^(1-0|0-1|1/2-1/2).*")) {
                break;
            }
        }
        return new Answer(score, pv, nodes, (System.nanoTime() - start) / 1e9);
    }

    /** The moves of a PV text: move numbers, annotations and anything after a bracket left out. */
    static List<String> pvMoves(String text) {
        List<String> moves = new ArrayList<>();
        for (String w : text.strip().split("\\s+")) {
            if (w.isEmpty() || w.startsWith("(") || w.startsWith("<") || w.startsWith("{") || w.startsWith("[")) {
                break;
            }
            String move = w.replaceFirst("^\\d+\\.+", "").replaceAll("[+#!?]+$", "");
            if (!move.isEmpty()) {
                moves.add(move);
            }
        }
        return moves;
    }

    /** The next line, null when the deadline passed; an ended engine is a failure naming {@code awaited}. */
    private String poll(long deadline, String awaited) throws IOException {
        long left = deadline - System.nanoTime();
        String line;
        try {
            line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UciClient.EngineFailure("engine " + name + ": interrupted while waiting for " + awaited);
        }
        if (line == EOF) {
            lines.add(EOF);
            throw failure(awaited + " (it closed its output)");
        }
        return line;
    }

    private void send(String text) throws IOException {
        try {
            in.write(text + "\n");
            in.flush();
        } catch (IOException e) {
            throw failure("it to accept '" + text + "'");
        }
    }

    private UciClient.EngineFailure failure(String awaited) {
        String exit;
        try {
            exit = process.waitFor(200, TimeUnit.MILLISECONDS) ? "exit code " + process.exitValue() : "still running";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exit = "state unknown";
        }
        return new UciClient.EngineFailure("engine " + name + " (xboard: " + command + ") failed while we waited for "
                + awaited + "; " + exit);
    }

    @Override
    public void close() {
        UciClient.quit(in, process);
    }
}
