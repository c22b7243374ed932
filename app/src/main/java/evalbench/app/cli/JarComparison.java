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
 * with the order flipped every time, timed in the thread's CPU time, and all that twice: once with the other
 * build loaded first, once with this one (the build loaded first is favoured by a few per cent). Both sides
 * share the machine's state from moment to moment, so a change of a few per cent shows where separate
 * processes' wall-clock times, which differ by 10-20 % from one JVM to the next, cannot show it.
 */
final class JarComparison {
    private static final String WORKLOAD = JarWorkload.class.getName();
    /** Depth of the untimed warm-up pass over the search positions (the full depth when lower). */
    private static final int WARM_UP_DEPTH = 8;

    private final Path otherJar;
    private final URL[] theirClassPath;
    private final URL[] ourClassPath;
    private final byte[] workload;
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
        this.workload = workloadClass();
        this.theirClassPath = new URL[] {url(otherJar)};
        List<URL> classPath = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            classPath.add(url(Path.of(entry)));
        }
        this.ourClassPath = classPath.toArray(new URL[0]);
    }

    String otherName() {
        return otherJar.getFileName().toString();
    }

    /**
     * The search workload, model by model: nodes and CPU seconds per build, and the ratio ours/theirs. Done twice
     * with fresh class loaders, the other build loaded (and warmed up) first and then this one: between two copies
     * of one jar the build loaded first measured 2-5 % faster, and the mean of the two orders cancels that.
     */
    void searches(PrintWriter out, List<String> modelIds, String[] fens, int depth, int rounds) {
        for (String model : modelIds) {
            Pair pair = new Pair(model, fens);
            pair.run((first, second) -> {
                for (Side s : new Side[] {first, second}) {
                    for (int i = 0; i < fens.length; i++) {
                        s.clearHash();
                        s.search(i, Math.min(WARM_UP_DEPTH, depth));
                    }
                }
                for (int round = 0; round < rounds; round++) {
                    for (int i = 0; i < fens.length; i++) {
                        for (int k = 0; k < 2; k++) {
                            Side s = (round + i + k) % 2 == 0 ? first : second;
                            s.clearHash(); // untimed, as bench's own search part does
                            long start = threads.getCurrentThreadCpuTime();
                            s.count += s.search(i, depth);
                            s.cpuNanos += threads.getCurrentThreadCpuTime() - start;
                        }
                    }
                }
            });
            pair.report(out, "search", "nodes",
                    "the builds searched different trees: no ratio (a change that moves a node count is not a speed-up)");
        }
    }

    /**
     * The evaluation sweep, model by model, alternating until each build has {@code seconds} of CPU time, in both
     * load orders as {@link #searches}. The scores' checksums must be equal.
     */
    void evaluations(PrintWriter out, List<String> modelIds, String[] fens, double seconds) {
        for (String model : modelIds) {
            Pair pair = new Pair(model, fens);
            pair.run((first, second) -> {
                long firstSum = 0;
                long secondSum = 0;
                for (int pass = 0; pass < 30; pass++) { // warm-up; the first sweep also sets up the boards
                    firstSum = first.sweep();
                    secondSum = second.sweep();
                }
                if (firstSum != secondSum) {
                    throw new UsageError(String.format(Locale.ROOT, "eval %s: the builds score the positions"
                            + " differently (checksums: %s %016x, %s %016x): no ratio", model, first.label, firstSum,
                            second.label, secondSum));
                }
                long limit = (long) (seconds * 1e9 / 2);
                long before = first.cpuNanos;
                for (int turn = 0; first.cpuNanos - before < limit; turn++) {
                    for (int k = 0; k < 2; k++) {
                        Side s = (turn + k) % 2 == 0 ? first : second;
                        long start = threads.getCurrentThreadCpuTime();
                        long sum = s.sweep();
                        s.cpuNanos += threads.getCurrentThreadCpuTime() - start;
                        if (sum != firstSum) {
                            throw new IllegalStateException(model + ": the same positions scored differently on a later pass");
                        }
                        s.count += fens.length;
                    }
                }
            });
            pair.report(out, "eval ", "evaluations", null);
        }
    }

    /** One model of both builds, measured in both load orders; totals and the two orders' ratios. */
    private final class Pair {
        private final String model;
        private final String[] fens;
        private final Side other;
        private final Side self;
        /** Per load order (the other build's loader made first, then this build's): other's CPU / ours. */
        private final double[] ratios = new double[2];
        private boolean different;

        Pair(String model, String[] fens) {
            this.model = model;
            this.fens = fens;
            this.other = new Side(otherName());
            this.self = new Side("this build");
        }

        /** The measurement twice: the other build's loader made first, then this build's. */
        void run(java.util.function.BiConsumer<Side, Side> measurement) {
            for (int order = 0; order < 2; order++) {
                Side first = order == 0 ? other : self;
                Side second = order == 0 ? self : other;
                Build firstBuild = new Build(order == 0 ? theirClassPath : ourClassPath, workload);
                Build secondBuild = new Build(order == 0 ? ourClassPath : theirClassPath, workload);
                try {
                    first.load(firstBuild, model, fens);
                    second.load(secondBuild, model, fens);
                    long[] before = {other.count, other.cpuNanos, self.count, self.cpuNanos};
                    measurement.accept(first, second);
                    if (other.count - before[0] != self.count - before[2]) {
                        different = true;
                    }
                    // both did the same work in this order (same positions, or one sweep each per turn)
                    other.cpuByOrder[order] = other.cpuNanos - before[1];
                    self.cpuByOrder[order] = self.cpuNanos - before[3];
                    ratios[order] = other.cpuByOrder[order] / (double) self.cpuByOrder[order];
                } finally {
                    first.unload();
                    second.unload();
                    closeQuietly(firstBuild);
                    closeQuietly(secondBuild);
                }
            }
        }

        /**
         * A line per build with its total count and CPU time and the CPU time of each load order, then the ratio:
         * in each order both builds did the same work, so that order's ratio is the other's CPU time over ours,
         * and the printed figure is the geometric mean of the two orders' ratios (re-derivable from the lines).
         */
        void report(PrintWriter out, String part, String unit, String differ) {
            for (Side s : new Side[] {other, self}) {
                out.println(String.format(Locale.ROOT, "%s %-8s %-14s %,13d %s  %7.3f s CPU  %s %s/s"
                        + "  (%.3f s + %.3f s: %s loaded first, this build first)", part, model, s.label, s.count,
                        unit, s.cpuNanos / 1e9, BenchCommand.rate(s.count, s.cpuNanos / 1e9), unit,
                        s.cpuByOrder[0] / 1e9, s.cpuByOrder[1] / 1e9, other.label));
            }
            if (different && differ != null) {
                out.flush();
                throw new UsageError(part.strip() + " " + model + ": " + differ);
            }
            out.println(String.format(Locale.ROOT, "%s %-8s this build / %s: %.3fx, the geometric mean of the two"
                    + " load orders' CPU-time ratios (%s loaded first: %.3fx, this build first: %.3fx)", part, model,
                    other.label, Math.sqrt(ratios[0] * ratios[1]), other.label, ratios[0], ratios[1]));
            out.flush();
        }
    }

    /** One build's workload for one model, loaded afresh for each order, with what it has done in both. */
    private static final class Side {
        final String label;
        private Object workload;
        private Method clearHash;
        private Method search;
        private Method sweep;
        long count;
        long cpuNanos;
        final long[] cpuByOrder = new long[2];

        Side(String label) {
            this.label = label;
        }

        void load(ClassLoader build, String model, String[] fens) {
            try {
                Class<?> type = Class.forName(WORKLOAD, true, build);
                workload = type.getConstructor(String.class, String[].class).newInstance(model, fens);
                clearHash = type.getMethod("clearHash");
                search = type.getMethod("search", int.class, int.class);
                sweep = type.getMethod("sweep");
            } catch (InvocationTargetException e) {
                throw new UsageError(label + ": " + e.getCause().getMessage());
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new UsageError(label + " cannot run bench's workload (an evalbench jar of another API?): " + e);
            }
        }

        /** Lets the loader and its compiled code go (a search's 64 MB table with them). */
        void unload() {
            workload = null;
            clearHash = null;
            search = null;
            sweep = null;
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

    /** The loader's open jar files: the classes it defined stay usable until their objects are unreachable. */
    private static void closeQuietly(Build build) {
        try {
            build.close();
        } catch (IOException e) {
            // a jar file left open until exit loses nothing
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
