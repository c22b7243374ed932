package evalbench.studies.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files an engine's command line runs or reads, which a run's outputs may not replace (issue 31, item 3). */
class EngineCommandTest {
    @TempDir
    Path dir;

    @Test
    void theProgramIsLookedUpOnThePathAndArgumentsThatAreFilesCount() throws IOException {
        Path bin = Files.createDirectory(dir.resolve("bin"));
        Path other = Files.createDirectory(dir.resolve("other"));
        Path engine = Files.writeString(bin.resolve("engine"), "#!/bin/sh\n");
        engine.toFile().setExecutable(true);
        Files.writeString(other.resolve("engine"), "not executable, not run\n");
        Path net = Files.writeString(dir.resolve("net.nnue"), "weights");
        String path = other + java.io.File.pathSeparator + bin;
        assertThat(EngineCommand.files("engine --weights " + net + " --threads 1 " + dir.resolve("missing"), path))
                .containsExactly(engine, net);
        assertThat(EngineCommand.files("  " + engine + "   -x  ", path)).containsExactly(engine);
        assertThat(EngineCommand.files("nosuchprogram " + dir, path)).as("a folder is not a file").isEmpty();
        assertThat(EngineCommand.words("  java   -jar x.jar uci ")).containsExactly("java", "-jar", "x.jar", "uci");
    }
}
