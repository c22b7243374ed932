package evalbench.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench --against JAR}: this build's models against another evalbench build's in one JVM, each build in a
 * class loader of its own (its own compiled code), the two alternating position by position (or sweep by sweep)
 * with the order flipped every time, timed in the thread's CPU time. Both sides share the machine's state from
 * moment to moment, so a change of a few per cent shows where separate processes' wall-clock times, which differ
 * by 10-20 % from one JVM to the next, cannot show it. The other build is loaded and warmed up first.
 */
final class JarComparison {
    private static final String WORKLOAD = JarWorkload.class.getName();
    /** Depth of the untimed warm-up pass over the search positions (the full depth when lower). */
    private static final int WARM_UP_DEPTH = 8;

    private final Path otherJar;
    private final ClassLoader theirs;
    private final ClassLoader ours;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    JarComparison(Path otherJar) {
        if (!Files.isRegularFile(otherJar)) {
            throw new UsageError("--against: " + otherJar + " is not a file (give another evalbench jar)");
        }
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new UsageError("--against needs the thread CPU time, which this JVM does not offer");
        }
        threads.setThreadCpuTimeEnabled(true);
        this.otherJar = otherJar;
        byte[] workload = workloadClass();
        this.theirs = new Build(new URL[] {url(otherJar)}, workload);
        List<URL> classPath = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            classPath.add(url(Path.of(entry)));
        }
        this.ours = new Build(classPath.toArray(new URL[0]), workload);
    }

    String otherName() {
        return otherJar.getFileName().toString();
    }

    /** The search workload, model by model: nodes and CPU seconds per build, and the ratio ours/theirs. */
    void searches(PrintWriter out, List<String> modelIds, String[] fens, int depth, int rounds) {
        for (String model : modelIds) {
            Side other = side(theirs, otherName(), model, fens);
            Side self = side(ours, "this build", model, fens);
            Side[] sides = {other, self};
            for (Side s : sides) {
                for (int i = 0; i < fens.length; i++) {
                    s.clearHash();
                    s.search(i, Math.min(WARM_UP_DEPTH, depth));
                }
            }
            for (int round = 0; round < rounds; round++) {
                for (int i = 0; i < fens.length; i++) {
                    for (int k = 0; k < 2; k++) {
                        Side s = sides[(round + i) % 2 == 0 ? k : 1 - k];
                        s.clearHash(); // untimed, as bench's own search part does
                        long start = threads.getCurrentThreadCpuTime();
                        s.count += s.search(i, depth);
                        s.cpuNanos += threads.getCurrentThreadCpuTime() - start;
                    }
                }
            }
            report(out, "search", model, "nodes", other, self,
                    "the builds searched different trees: no ratio (a change that moves a node count is not a speed-up)");
        }
    }

    /** The evaluation sweep, model by model, alternating until each build has {@code seconds} of CPU time. */
    void evaluations(PrintWriter out, List<String> modelIds, String[] fens, double seconds) {
        for (String model : modelIds) {
            Side other = side(theirs, otherName(), model, fens);
            Side self = side(ours, "this build", model, fens);
            long theirSum = 0;
            long ourSum = 0;
            for (int pass = 0; pass < 30; pass++) { // warm-up; the first sweep also sets up the boards
                theirSum = other.sweep();
                ourSum = self.sweep();
            }
            if (theirSum != ourSum) {
                throw new UsageError(String.format(Locale.ROOT, "eval %s: the builds score the positions differently"
                        + " (checksums %016x and %016x): no ratio", model, ourSum, theirSum));
            }
            Side[] sides = {other, self};
            long limit = (long) (seconds * 1e9);
            for (int turn = 0; other.cpuNanos < limit || self.cpuNanos < limit; turn++) {
                for (int k = 0; k < 2; k++) {
                    Side s = sides[turn % 2 == 0 ? k : 1 - k];
                    long start = threads.getCurrentThreadCpuTime();
                    long sum = s.sweep();
                    s.cpuNanos += threads.getCurrentThreadCpuTime() - start;
                    if (sum != ourSum) {
                        throw new IllegalStateException(model + ": the same positions scored differently on a later pass");
                    }
                    s.count += fens.length;
                }
            }
            report(out, "eval ", model, "evaluations", other, self, null);
        }
    }

    private static void report(PrintWriter out, String part, String model, String unit, Side other, Side self,
            String differ) {
        for (Side s : new Side[] {other, self}) {
            out.println(String.format(Locale.ROOT, "%s %-8s %-14s %,13d %s  %7.3f s CPU  %s %s/s", part, model,
                    s.label, s.count, unit, s.cpuNanos / 1e9, BenchCommand.rate(s.count, s.cpuNanos / 1e9), unit));
        }
        if (other.count != self.count && differ != null) {
            out.flush();
            throw new UsageError(part.strip() + " " + model + ": " + differ);
        }
        double ratio = (self.count / (double) self.cpuNanos) / (other.count / (double) other.cpuNanos);
        out.println(String.format(Locale.ROOT, "%s %-8s this build / %s: %.3fx", part, model, other.label, ratio));
        out.flush();
    }

    private Side side(ClassLoader build, String label, String model, String[] fens) {
        try {
            Class<?> type = Class.forName(WORKLOAD, true, build);
            Object workload = type.getConstructor(String.class, String[].class).newInstance(model, fens);
            return new Side(label, workload, type);
        } catch (InvocationTargetException e) {
            throw new UsageError(label + ": " + e.getCause().getMessage());
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new UsageError(label + " cannot run bench's workload (an evalbench jar of another API?): " + e);
        }
    }

    /** One build's workload for one model, with what it has done so far. */
    private static final class Side {
        final String label;
        final Object workload;
        final Method clearHash;
        final Method search;
        final Method sweep;
        long count;
        long cpuNanos;

        Side(String label, Object workload, Class<?> type) throws NoSuchMethodException {
            this.label = label;
            this.workload = workload;
            this.clearHash = type.getMethod("clearHash");
            this.search = type.getMethod("search", int.class, int.class);
            this.sweep = type.getMethod("sweep");
        }

        void clearHash() {
            call(clearHash);
        }

        long search(int index, int depth) {
            return (long) call(search, index, depth);
        }

        long sweep() {
            return (long) call(sweep);
        }

        private Object call(Method method, Object... args) {
            try {
                return method.invoke(workload, args);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException(label + ": " + method.getName() + " failed", e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A build's classes, with bench's workload class defined from this build's bytes (older jars lack it). */
    private static final class Build extends URLClassLoader {
        private final byte[] workload;

        Build(URL[] classPath, byte[] workload) {
            super(classPath, ClassLoader.getPlatformClassLoader());
            this.workload = workload;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (name.equals(WORKLOAD)) {
                return defineClass(name, workload, 0, workload.length);
            }
            return super.findClass(name);
        }
    }

    private static byte[] workloadClass() {
        String resource = "/" + WORKLOAD.replace('.', '/') + ".class";
        try (InputStream in = JarComparison.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from this build");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource, e);
        }
    }

    private static URL url(Path path) {
        try {
            return path.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UsageError("--against: " + path + " cannot be read as a class path entry: " + e.getMessage());
        }
    }
}
