package evalbench.app.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes a file by writing a temporary file beside it and moving it into place, so a failed or
 * interrupted run never leaves a half-written report.
 */
public final class AtomicOutput {
    /** Produces the content into a writer. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    /** Temporary files being written; a shutdown hook (Ctrl-C) deletes them, so no ".part" file is left behind. */
    private static final java.util.Set<Path> IN_PROGRESS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : IN_PROGRESS) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // nothing more can be done while the JVM stops
                }
            }
        }, "atomic-output-cleanup"));
    }

    private AtomicOutput() {
    }

    /**
     * A temporary file is created readable by its owner only; a report is meant to be shared, so it gets the
     * permissions of the file it replaces, or those of a new file under the usual umask (rw-r--r--).
     */
    private static void permissions(Path temp, Path target) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> mode = Files.exists(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, mode);
    }

    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": folder " + dir + " does not exist");
        }
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName(), ".part");
        IN_PROGRESS.add(temp);
        try {
            try (Writer w = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                content.writeTo(w);
            }
            permissions(temp, absolute);
            try {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
            IN_PROGRESS.remove(temp);
        }
    }
}
