package evalbench.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Times {@code go perft N} in an external UCI engine (Stockfish) on the same machine, so bench can print
 * both rates from one run. The clock runs from sending "go perft" to the engine's "Nodes searched" line.
 */
final class UciPerftReference {
    record Result(long nodes, double seconds) {
    }

    private final String command;

    UciPerftReference(String command) {
        this.command = command;
    }

    Result perft(String fen, int depth) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            in.write("uci\nisready\n");
            in.flush();
            waitFor(out, "readyok");
            in.write("position fen " + fen + "\n");
            in.flush();
            long start = System.nanoTime();
            in.write("go perft " + depth + "\n");
            in.flush();
            String line = waitFor(out, "Nodes searched");
            double seconds = (System.nanoTime() - start) / 1e9;
            in.write("quit\n");
            in.flush();
            long nodes = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
            return new Result(nodes, seconds);
        } finally {
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

    private String waitFor(BufferedReader out, String prefix) throws IOException {
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        throw new IOException(command + " ended before printing '" + prefix + "'");
    }
}
