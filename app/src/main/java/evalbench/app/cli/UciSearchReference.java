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
    record Result(String bestMove, long nodes, double seconds) {
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
        send("ucinewgame");
        send("position fen " + fen);
        send("isready");
        waitFor("readyok");
        long start = System.nanoTime();
        send("go depth " + depth);
        long nodes = 0;
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("bestmove")) {
                double seconds = (System.nanoTime() - start) / 1e9;
                String[] w = line.split("\\s+");
                return new Result(w.length > 1 ? w[1] : "", nodes, seconds);
            }
            int at = line.indexOf(" nodes ");
            if (line.startsWith("info") && at >= 0) {
                String rest = line.substring(at + 7).strip();
                int end = rest.indexOf(' ');
                nodes = Long.parseLong(end < 0 ? rest : rest.substring(0, end));
            }
        }
        throw new IOException(command + " ended before printing 'bestmove'");
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
