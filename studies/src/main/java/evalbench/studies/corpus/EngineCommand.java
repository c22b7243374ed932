package evalbench.studies.corpus;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An external engine's command line as {@link UciClient} and {@link XboardClient} start it (words split on blanks,
 * the first one the program), and the files it runs or reads, which no output of the run may replace.
 */
public final class EngineCommand {
    private EngineCommand() {
    }

    /** The words of the command: the program, then its arguments. */
    public static List<String> words(String command) {
        return List.of(command.strip().split("\\s+"));
    }

    /**
     * The files the command runs or reads: its program (looked up on the PATH when it names no folder, as the
     * system does when it starts it) and every argument that names an existing regular file (a script, a jar, a
     * network or book file).
     */
    public static List<Path> files(String command) {
        return files(command, System.getenv("PATH"));
    }

    static List<Path> files(String command, String pathVariable) {
        List<Path> files = new ArrayList<>();
        List<String> words = words(command);
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            Path p = i == 0 && !w.contains(File.separator) ? onPath(w, pathVariable) : path(w);
            if (p != null && Files.isRegularFile(p)) {
                files.add(p);
            }
        }
        return files;
    }

    /** The first executable file of that name in the PATH's folders; null when there is none. */
    private static Path onPath(String program, String pathVariable) {
        if (pathVariable == null || program.isEmpty()) {
            return null;
        }
        for (String folder : pathVariable.split(File.pathSeparator)) {
            Path dir = path(folder.isEmpty() ? "." : folder);
            Path p = dir == null ? null : dir.resolve(program);
            if (p != null && Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    private static Path path(String text) {
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
