package evalbench.studies.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one way the workbench writes files. A regular file (or a new one) is written as a temporary file beside it
 * and moved into place, so a failed or interrupted run never leaves a half-written report; a symbolic link is
 * followed and its target written; a device, FIFO or other special file ({@code /dev/null}, {@code >(wc -c)}) is
 * written directly, never replaced. A run's outputs form a {@link Batch}: an output naming one of the run's
 * inputs, or two outputs naming one file, are refused before any work; the outputs are then written all or none
 * (every temporary file first, then the moves; Ctrl-C before the moves writes nothing, and waits for moves that
 * have begun). Errors name the file asked for, never a temporary file.
 */
public final class AtomicOutput {
    /** Produces the content into a writer. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    /** An output that cannot be written where it was asked for (the input file, a folder, a second output). */
    public static final class Refused extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /** Temporary files being written; a shutdown hook (Ctrl-C) deletes them, so no ".part" file is left behind. */
    private static final Set<Path> IN_PROGRESS = ConcurrentHashMap.newKeySet();
    /** Held while a batch moves its files into place; the shutdown hook takes it too. */
    private static final Object MOVES = new Object();
    private static boolean shuttingDown;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (MOVES) {
                shuttingDown = true;
                for (Path p : IN_PROGRESS) {
                    try {
                        Files.deleteIfExists(p);
                    } catch (IOException e) {
                        // nothing more can be done while the JVM stops
                    }
                }
            }
        }, "atomic-output-cleanup"));
    }

    private AtomicOutput() {
    }

    /** Writes one file (a batch of one). */
    public static void write(Path target, Content content) throws IOException {
        Batch batch = new Batch();
        batch.add(target, content);
        batch.commit();
    }

    /** A run's outputs: claimed before the run (checked), added after it, written all or none. */
    public static final class Batch {
        private final Map<Object, String> inputs = new LinkedHashMap<>();
        private final Map<Object, String> claimed = new LinkedHashMap<>();
        private final List<Pending> pending = new ArrayList<>();

        private record Pending(Path target, Path written, boolean direct, Content content) {
        }

        /** A file the run reads: no output may replace it. Missing files are ignored. */
        public Batch input(Path file) {
            return input(file, "the input file");
        }

        /**
         * A file the run reads or runs, {@code what} it is to the run ("a file engine t runs or reads"), named so in
         * the refusal. Missing files are ignored.
         */
        public Batch input(Path file, String what) {
            if (file != null && Files.exists(file)) {
                inputs.putIfAbsent(identity(file), what + " " + file);
            }
            return this;
        }

        /**
         * Checks an output before the run: its folder exists, it is not a folder, not one of the inputs and not
         * claimed by another option. {@code option} names it in messages ("--json").
         */
        public Batch claim(String option, Path target) {
            if (target == null) {
                return this;
            }
            if (Files.isDirectory(target)) {
                throw new Refused(option + " " + target + ": is a folder, not a file");
            }
            Path real = resolve(target);
            Path dir = real.getParent();
            if (!Files.exists(target) && dir != null && !Files.isDirectory(dir)) {
                throw new Refused(option + " " + target + ": folder " + dir + " does not exist");
            }
            Object id = identity(target);
            if (inputs.containsKey(id)) {
                throw new Refused(option + " " + target + ": is " + inputs.get(id) + "; refusing to overwrite it");
            }
            String other = claimed.putIfAbsent(id, option);
            if (other != null) {
                throw new Refused(other + " and " + option + " name one file, " + target
                        + "; one would overwrite the other");
            }
            return this;
        }

        /** Adds an output to write at {@link #commit()}; an output not claimed before is claimed now. */
        public Batch add(Path target, Content content) {
            if (!claimed.containsKey(identity(target))) {
                claim("output", target);
            }
            boolean direct = Files.exists(target) && !Files.isRegularFile(target);
            pending.add(new Pending(target, direct ? target : resolve(target), direct, content));
            return this;
        }

        /** Writes every added output, all or none (special files are written last, directly). */
        public void commit() throws IOException {
            List<Path> temps = new ArrayList<>();
            List<String> directText = new ArrayList<>();
            try {
                for (Pending p : pending) {
                    if (p.direct()) {
                        StringWriter text = new StringWriter();
                        p.content().writeTo(text);
                        directText.add(text.toString());
                        temps.add(null);
                    } else {
                        temps.add(writeTemporary(p));
                        directText.add(null);
                    }
                }
                synchronized (MOVES) {
                    if (shuttingDown) {
                        throw new IOException("interrupted: nothing written");
                    }
                    for (int i = 0; i < pending.size(); i++) {
                        if (temps.get(i) != null) {
                            move(temps.get(i), pending.get(i));
                        }
                    }
                }
            } finally {
                for (Path t : temps) {
                    if (t != null) {
                        Files.deleteIfExists(t);
                        IN_PROGRESS.remove(t);
                    }
                }
            }
            for (int i = 0; i < pending.size(); i++) {
                if (directText.get(i) != null) {
                    writeDirect(pending.get(i).target(), directText.get(i));
                }
            }
            pending.clear();
        }
    }

    private static Path writeTemporary(Batch.Pending p) throws IOException {
        Path target = p.written();
        Path temp;
        // made and registered under the hook's lock: once Ctrl-C has cleaned up, no new temporary file appears
        synchronized (MOVES) {
            if (shuttingDown) {
                throw new IOException("interrupted: nothing written");
            }
            try {
                temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".part");
            } catch (IOException e) {
                throw failure(p.target(), e, "folder " + target.getParent());
            }
            IN_PROGRESS.add(temp);
        }
        // WRITE without CREATE: a temporary file the Ctrl-C hook has deleted is not made again
        try (Writer w = Files.newBufferedWriter(temp, StandardCharsets.UTF_8, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            p.content().writeTo(w);
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            IN_PROGRESS.remove(temp);
            throw failure(p.target(), e, null);
        } catch (RuntimeException e) {
            Files.deleteIfExists(temp);
            IN_PROGRESS.remove(temp);
            throw e;
        }
        permissions(temp, target);
        return temp;
    }

    private static void move(Path temp, Batch.Pending p) throws IOException {
        try {
            try {
                Files.move(temp, p.written(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, p.written(), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw failure(p.target(), e, null);
        }
    }

    private static void writeDirect(Path target, String text) throws IOException {
        try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw failure(target, e, null);
        }
    }

    /** An I/O failure as "cannot write FILE: reason", with the file asked for (never the temporary file). */
    private static IOException failure(Path target, IOException e, String where) {
        String reason;
        if (e instanceof AccessDeniedException) {
            reason = "permission denied" + (where == null ? "" : " (" + where + " is not writable)");
        } else if (e instanceof NoSuchFileException) {
            reason = where == null ? "no such file or folder" : where + " does not exist";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            reason = f.getReason();
        } else {
            reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        IOException wrapped = new IOException("cannot write " + target + ": " + reason, e);
        return wrapped;
    }

    /**
     * The file a path writes: symbolic links followed (even to a file that does not exist yet), so the link
     * stays a link and its target gets the content.
     */
    static Path resolve(Path target) {
        Path p = target.toAbsolutePath().normalize();
        try {
            if (Files.exists(p)) {
                return p.toRealPath();
            }
            for (int i = 0; i < 40 && Files.isSymbolicLink(p); i++) {
                Path link = Files.readSymbolicLink(p);
                p = p.getParent().resolve(link).normalize();
            }
            Path dir = p.getParent();
            return dir != null && Files.isDirectory(dir) ? dir.toRealPath().resolve(p.getFileName()) : p;
        } catch (IOException e) {
            return p;
        }
    }

    /** What makes two paths one file: the file's key (device and inode) if it exists, else its resolved path. */
    private static Object identity(Path file) {
        try {
            if (Files.exists(file)) {
                Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
                if (key != null) {
                    return key;
                }
                return file.toRealPath();
            }
        } catch (IOException e) {
            // fall through to the path
        }
        return resolve(file);
    }

    /**
     * A temporary file is created readable by its owner only; a report is meant to be shared, so it gets the
     * permissions of the file it replaces, or those of a new file under the usual umask (rw-r--r--).
     */
    private static void permissions(Path temp, Path target) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> mode = Files.exists(target, LinkOption.NOFOLLOW_LINKS)
                ? Files.getPosixFilePermissions(target) : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, mode);
    }
}
