package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real UCI client in front of our engine: PolyGlot (Debian's package) translates xboard commands into UCI
 * for "evalbench uci"; a short game is played through its xboard side. Skipped where PolyGlot is not installed
 * (.ci/run installs it).
 */
class PolyglotTest {
    private static final Path POLYGLOT = Path.of("/usr/games/polyglot");

    @TempDir
    Path dir;

    @Test
    void polyglotPlaysAGameAgainstTheFruitModelThroughXboard() throws Exception {
        assumeTrue(Files.isExecutable(POLYGLOT), "polyglot is not installed");
        String java = ProcessHandle.current().info().command().orElse("java");
        Path engine = dir.resolve("engine.sh");
        Files.writeString(engine, "#!/bin/sh\nexec '" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' evalbench.app.Main uci --model fruit\n");
        engine.toFile().setExecutable(true);
        Process p = new ProcessBuilder(POLYGLOT.toString(), "-noini", "-ec", "./engine.sh", "-ed", dir.toString())
                .directory(dir.toFile()).redirectErrorStream(true).start();
        List<String> engineMoves = new ArrayList<>();
        try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
            send(in, "xboard");
            send(in, "protover 2");
            waitFor(out, "feature done=1");
            send(in, "new");
            send(in, "sd 3");
            send(in, "go");
            Position game = Position.start();
            for (String reply : new String[] {"e7e5", "b8c6", "g8f6"}) {
                String move = waitFor(out, "move ").substring(5).strip();
                engineMoves.add(move);
                int m = Uci.parse(game, move);
                assertThat(MoveGenerator.isLegal(game, m)).isTrue();
                game.makeMove(m);
                int ours = Uci.parse(game, reply);
                game.makeMove(ours);
                send(in, "usermove " + reply);
            }
            String last = waitFor(out, "move ").substring(5).strip();
            assertThat(MoveGenerator.isLegal(game, Uci.parse(game, last))).isTrue();
            send(in, "quit");
        } finally {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        assertThat(engineMoves).hasSize(3);
    }

    private static void send(Writer in, String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    private static String waitFor(BufferedReader out, String prefix) throws IOException {
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        throw new IOException("polyglot ended before '" + prefix + "'");
    }
}
