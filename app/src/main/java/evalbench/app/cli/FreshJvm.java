package evalbench.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one evalbench command in a new JVM of its own, with this JVM's options and class path, and relays its
 * output. Used where a measurement must not share the JIT's profile with other models: code that several
 * models call (the board's copy, the evaluator's call site) compiled for one model runs slower for the next.
 */
final class FreshJvm {
    /** Options that would make a child fight its parent over a port or a file: a debugger's, a profiler's. */
    private static final List<String> NOT_PASSED_ON = List.of("-agentlib:jdwp", "-Xrunjdwp", "-Xdebug",
            "-XX:StartFlightRecording", "-XX:FlightRecorderOptions");

    private FreshJvm() {
    }

    /** The command line: this JVM's program and options (less {@link #NOT_PASSED_ON}), class path, main, args. */
    static List<String> command(List<String> jvmOptions, String javaProgram, String classPath, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(javaProgram);
        for (String option : jvmOptions) {
            if (NOT_PASSED_ON.stream().noneMatch(option::startsWith)) {
                command.add(option);
            }
        }
        command.add("-cp");
        command.add(classPath);
        command.add(evalbench.app.Main.class.getName());
        command.addAll(args);
        return command;
    }

    /**
     * Runs {@code evalbench ARGS} in a fresh JVM, printing each line of its output to {@code out} as it comes;
     * its error output goes to {@code err} afterwards. A failed run is a {@link UsageError} quoting its error.
     */
    static void run(List<String> args, PrintWriter out, PrintWriter err) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> command = command(ManagementFactory.getRuntimeMXBean().getInputArguments(), java,
                System.getProperty("java.class.path"), args);
        Path errors = null;
        try {
            errors = Files.createTempFile("evalbench-child", ".err");
            Process process = new ProcessBuilder(command).redirectErrorStream(false)
                    .redirectError(errors.toFile()).start();
            process.getOutputStream().close();
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    out.println(line);
                    out.flush();
                }
            }
            int exit = process.waitFor();
            String errorText = Files.readString(errors).strip();
            if (exit != 0) {
                throw new UsageError("'evalbench " + String.join(" ", args) + "' in its own JVM failed (exit " + exit
                        + ")" + (errorText.isEmpty() ? "" : ": " + errorText));
            }
            if (!errorText.isEmpty()) {
                err.println(errorText);
                err.flush();
            }
        } catch (IOException e) {
            throw new UsageError("cannot start a JVM for 'evalbench " + String.join(" ", args) + "': "
                    + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UsageError("interrupted while running 'evalbench " + String.join(" ", args) + "'");
        } finally {
            if (errors != null) {
                try {
                    Files.deleteIfExists(errors);
                } catch (IOException ignored) {
                    // a temporary file left behind in the system's temporary folder loses nothing
                }
            }
        }
    }
}
