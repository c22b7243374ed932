package evalbench.studies.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicOutputTest {
    @TempDir
    Path dir;

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("report.json");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> AtomicOutput.write(target, out -> {
            out.write("half");
            throw new IOException("disk full");
        })).hasMessage("cannot write " + target + ": disk full");
        assertThat(Files.readString(target)).isEqualTo("old");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aNewReportIsReadableByOthersAndAReplacedOneKeepsItsPermissions() throws IOException {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class));
        Path fresh = dir.resolve("fresh.html");
        AtomicOutput.write(fresh, out -> out.write("<p>new</p>"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh))).isEqualTo("rw-r--r--");

        Path kept = dir.resolve("kept.csv");
        Files.writeString(kept, "a");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-rw----"));
        AtomicOutput.write(kept, out -> out.write("b"));
        assertThat(Files.readString(kept)).isEqualTo("b");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(kept))).isEqualTo("rw-rw----");
    }
}
