package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, item 8: a Hash size that does not fit in the JVM's memory is refused with an info string and the old
 * table kept, so the next go still answers (it died with an OutOfMemoryError). The engine runs in a child JVM with
 * a small heap, as a GUI starts it.
 */
class UciHashLimitTest {
    @Test
    @org.junit.jupiter.api.Timeout(60)
    void aHashThatDoesNotFitIsRefusedAndTheEngineGoesOn() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx200m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "evalbench.app.Main", "uci", "--model", "fruit")
                .redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (PrintWriter in = new PrintWriter(p.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                     StandardCharsets.UTF_8))) {
            in.println("uci");
            in.println("setoption name Hash value 16");
            in.println("setoption name Hash value 1024");
            in.println("isready");
            in.println("position startpos");
            in.println("go depth 4");
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("bestmove")) {
                    break;
                }
            }
            in.println("quit");
        }
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(lines).anyMatch(l -> l.startsWith("info string Hash 1024 MB does not fit") && l.contains("kept 16 MB"))
                .anyMatch(l -> l.startsWith("bestmove ") && !l.equals("bestmove 0000"))
                .noneMatch(l -> l.contains("OutOfMemoryError"));
    }
}
