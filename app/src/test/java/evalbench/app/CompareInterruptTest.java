package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Stopping compare part-way (SIGTERM, as Ctrl-C's SIGINT: the JVM runs its shutdown hooks) leaves no report. */
class CompareInterruptTest {
    @TempDir
    Path dir;

    @Test
    void aStoppedRunWritesNoReportAndNoTemporaryFile() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < 20000; g++) {
            sb.append("[Event \"g").append(g).append("\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 "
                    + "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2\n\n");
        }
        Path pgn = dir.resolve("long.pgn");
        Files.writeString(pgn, sb.toString(), StandardCharsets.UTF_8);
        Path json = dir.resolve("out.json");
        Path html = dir.resolve("out.html");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                "evalbench.app.Main",
                "compare", "--input", pgn.toString(), "--json", json.toString(), "--report", html.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
        // wait until it reports progress (it is running), then stop it
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && !Files.readString(dir.resolve("log.txt")).contains("positions")) {
            Thread.sleep(100);
        }
        assertTrue(p.isAlive(), "the run ended before it could be stopped: " + Files.readString(dir.resolve("log.txt")));
        p.destroy();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertFalse(Files.exists(json));
        assertFalse(Files.exists(html));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".part")));
        }
    }
}
