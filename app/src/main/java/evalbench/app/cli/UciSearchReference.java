package evalbench.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Runs a fixed-depth search in an external UCI engine (toga2, stockfish, ...) position by position with a
 * fresh hash ("ucinewgame" before each), so bench can compare nodes/s in one run. The clock runs from "go" to
 * "bestmove"; the node count is the last one the engine reported.
 */
final class UciSearchReference implements AutoCloseable {
    record Result(String bestMove, long nodes, double seconds, String score, int depth) {
    }

    private final String command;
    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    UciSearchReference(String command, int hashMb) throws IOException {
        this.command = command;
        this.process = new ProcessBuilder(command).redirectErrorStream(true).start();
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
        send("uci");
        waitFor("uciok");
        send("setoption name Hash value " + hashMb);
        send("isready");
        waitFor("readyok");
    }

    Result search(String fen, int depth) throws IOException {
        return search(fen, "depth " + depth);
    }

    /** One search from a fresh hash; {@code limit} is what follows "go" ("depth 8", "movetime 1000", "nodes 5000"). */
    Result search(String fen, String limit) throws IOException {
        send("ucinewgame");
        send("position fen " + fen);
        send("isready");
        waitFor("readyok");
        long start = System.nanoTime();
        send("go " + limit);
        long nodes = 0;
        String score = "";
        int depth = 0;
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("bestmove")) {
                double seconds = (System.nanoTime() - start) / 1e9;
                String[] w = line.split("\\s+");
                return new Result(w.length > 1 ? w[1] : "", nodes, seconds, score, depth);
            }
            if (!line.startsWith("info")) {
                continue;
            }
            String n = word(line, " nodes ");
            if (n != null) {
                nodes = Long.parseLong(n);
            }
            String d = word(line, " depth ");
            if (d != null && line.contains(" score ")) {
                depth = Integer.parseInt(d);
                int at = line.indexOf(" score ") + 7;
                String[] w = line.substring(at).split("\\s+");
                score = w[0] + " " + w[1];
            }
        }
        throw new IOException(command + " ended before printing 'bestmove'");
    }

    /** The word after {@code key} in an info line, or null. */
    private static String word(String line, String key) {
        int at = line.indexOf(key);
        if (at < 0) {
            return null;
        }
        String rest = line.substring(at + key.length()).strip();
        int end = rest.indexOf(' ');
        return end < 0 ? rest : rest.substring(0, end);
    }

    private void send(String text) throws IOException {
        in.write(text + "\n");
        in.flush();
    }

    private void waitFor(String prefix) throws IOException {
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith(prefix)) {
                return;
            }
        }
        throw new IOException(command + " ended before printing '" + prefix + "'");
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (IOException e) {
            // the engine is gone already
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
