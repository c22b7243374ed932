package evalbench.studies.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, item 5: an output is written where it was asked for and nowhere else. Device nodes and FIFOs are
 * written directly (never replaced by a regular file), a symbolic link's target is written (the link stays), the
 * input file and a second output on the same file are refused before any work, and errors name the file.
 */
class OutputTargetsTest {
    @TempDir
    Path dir;

    @Test
    void aDeviceNodeIsWrittenNotReplaced() throws IOException {
        Path devNull = Path.of("/dev/null");
        assumeTrue(Files.exists(devNull));
        AtomicOutput.write(devNull, w -> w.write("{\"a\": 1}"));
        assertThat(Files.isRegularFile(devNull)).as("/dev/null is still a device").isFalse();
        Path devFull = Path.of("/dev/full");
        assumeTrue(Files.exists(devFull));
        assertThatThrownBy(() -> AtomicOutput.write(devFull, w -> w.write("x".repeat(100_000))))
                .isInstanceOf(IOException.class).hasMessage("cannot write /dev/full: No space left on device");
        assertThat(Files.isRegularFile(devFull)).as("/dev/full is still a device").isFalse();
    }

    @Test
    void aFifoGetsTheWholeContent() throws Exception {
        Path fifo = dir.resolve("pipe");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        String text = "line\n".repeat(20_000);
        AtomicOutput.write(fifo, w -> w.write(text));
        assertThat(reader.get(10, TimeUnit.SECONDS)).isEqualTo(text);
        assertThat(Files.isRegularFile(fifo)).isFalse();
    }

    @Test
    void aSymbolicLinkHasItsTargetWritten() throws IOException {
        Path target = dir.resolve("real.json");
        Files.writeString(target, "old");
        Path link = dir.resolve("link.json");
        Files.createSymbolicLink(link, target.getFileName());
        AtomicOutput.write(link, w -> w.write("new"));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(target)).isEqualTo("new");

        Path dangling = dir.resolve("dangling.json");
        Files.createSymbolicLink(dangling, Path.of("later.json"));
        AtomicOutput.write(dangling, w -> w.write("made"));
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        assertThat(Files.readString(dir.resolve("later.json"))).isEqualTo("made");
    }

    @Test
    void theInputFileAndTwoOutputsOnOneFileAreRefused() throws IOException {
        Path input = dir.resolve("games.pgn");
        Files.writeString(input, "1. e4 *\n");
        AtomicOutput.Batch batch = new AtomicOutput.Batch().input(input);
        assertThatThrownBy(() -> batch.claim("--json", input)).isInstanceOf(AtomicOutput.Refused.class)
                .hasMessageContaining("is the input file");
        Path link = dir.resolve("alias.pgn");
        Files.createSymbolicLink(link, input);
        assertThatThrownBy(() -> batch.claim("--csv", link)).hasMessageContaining("is the input file");
        Path out = dir.resolve("out.html");
        batch.claim("--json", out);
        assertThatThrownBy(() -> batch.claim("--report", dir.resolve("x/../out.html")))
                .isInstanceOf(AtomicOutput.Refused.class).hasMessageContaining("--json and --report name one file");
        assertThatThrownBy(() -> new AtomicOutput.Batch().claim("--json", dir))
                .hasMessageContaining("is a folder");
        assertThat(Files.readString(input)).isEqualTo("1. e4 *\n");
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void aMissingFolderIsNamed() {
        Path file = dir.resolve("no/such/folder/r.json");
        assertThatThrownBy(() -> AtomicOutput.write(file, w -> w.write("x")))
                .hasMessageContaining("folder " + dir.resolve("no/such/folder") + " does not exist");
    }
}
