package evalbench.app.gui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Not a test: opens the real window (run it under {@code xvfb-run -s "-screen 0 1600x1000x24"}), starts both
 * searches (and, given a PGN file, the game's per-ply searches) three times ({@code -Dprobe.rounds=N}: N times)
 * for three seconds each, and prints the three longest gaps between FX pulses of each round with what the FX
 * thread was doing during them (its stack sampled every 2 ms; {@code -Dprobe.renderer=true} samples the render
 * thread instead; {@code -Dprobe.sample=false} samples nothing, as each sample is a safepoint of the whole JVM on
 * JDK 17), then the round's CPU time and allocated MB per thread and how long each thread waited for a core. Before
 * the rounds it prints the longest gaps from the window's first pulse on (opening the window and the PGN). This is
 * how the per-row table scrolling and row rebuilds, the per-refresh PV controls, the cached region backgrounds and
 * the hidden graph's redraws were found (docs/user-guide.md, "Responsiveness").
 */
public final class StallProbe {
    private static final int ROUNDS = Integer.getInteger("probe.rounds", 3);
    private static final long ROUND_MILLIS = 3000;
    private static final int FRAMES_SHOWN = 9;
    // On JDK 17 each stack sample of another thread is a safepoint of the whole JVM (every 2 ms); -Dprobe.sample=
    // false measures the gaps without that disturbance.
    private static final boolean SAMPLE = !"false".equals(System.getProperty("probe.sample"));

    private static WorkbenchWindow window;
    private static volatile Thread fxThread;

    private record Sample(long nanos, StackTraceElement[] stack) {
    }

    public static void main(String[] args) throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        RenderingDefaults.apply();
        // The pulses from the window's first until the first round: what opening the window (and the PGN) costs.
        List<Long> startFrames = Collections.synchronizedList(new ArrayList<>());
        AnimationTimer startTimer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                startFrames.add(System.nanoTime());
            }
        };
        Platform.startup(() -> {
            GuiPrefs prefs = new GuiPrefs("evalbench/stall-probe");
            prefs.clear();
            prefs.put("width", 1600);
            prefs.put("height", 1000);
            window = new WorkbenchWindow(new Stage(), prefs, LaunchOptions.NONE);
            window.show();
            startTimer.start();
            fxThread = Thread.currentThread();
            started.countDown();
        });
        started.await();
        boolean games = args.length > 0;
        if (games) {
            fx(() -> window.gamesView().open(Path.of(args[0])));
            Thread.sleep(1500);
            fx(() -> window.gamesView().picker().setValue(window.gamesView().picker().getItems().get(0)));
            Thread.sleep(1500);
        }
        fx(() -> {
            window.showTab("Search");
            window.searchView().a().setLimit("infinite", "");
            window.searchView().b().setLimit("infinite", "");
        });
        Thread.sleep(1500);
        fx(startTimer::stop);
        System.out.print("start-up, ");
        report(new ArrayList<>(startFrames), List.of());
        for (int round = 0; round < ROUNDS; round++) {
            System.out.println("round " + round);
            probe(games);
            Thread.sleep(1000);
        }
        Platform.exit();
        System.exit(0);
    }

    private static void probe(boolean games) throws Exception {
        List<Long> frames = Collections.synchronizedList(new ArrayList<>());
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                frames.add(System.nanoTime());
            }
        };
        List<Sample> samples = Collections.synchronizedList(new ArrayList<>());
        Thread sampler = new Thread(() -> sample(samples), "stall-sampler");
        sampler.setDaemon(true);
        fx(timer::start);
        Thread.sleep(300);
        Map<String, long[]> sched0 = schedStats();
        Map<String, Long> cpu0 = threadCpu();
        Map<String, Long> alloc0 = allocated();
        long wall0 = System.nanoTime();
        if (SAMPLE) {
            sampler.start();
        }
        fx(() -> {
            window.searchView().startBoth();
            if (games) {
                window.gamesView().searchEveryPly(6);
            }
        });
        Thread.sleep(ROUND_MILLIS);
        // Taken before the stop: a finished search's thread has no CPU time to read.
        long wall = System.nanoTime() - wall0;
        Map<String, Long> cpu1 = threadCpu();
        Map<String, Long> alloc1 = allocated();
        Map<String, long[]> sched1 = schedStats();
        StringBuilder searched = new StringBuilder();
        fx(() -> {
            for (var panel : List.of(window.searchView().a(), window.searchView().b())) {
                var info = panel.lastInfoProperty().get();
                searched.append(String.format(Locale.ROOT, "  %s running %s depth %d nodes %d", panel.modelId(),
                        panel.runningProperty().get(), info == null ? 0 : info.depth(), info == null ? 0
                                : info.nodes()));
            }
            if (games) {
                var task = window.gamesView().runningProperty().get();
                searched.append("  games: ").append(task == null ? "not running" : task.getMessage());
            }
        });
        fx(() -> {
            window.searchView().stopBoth();
            window.gamesView().cancelRunning();
        });
        sampler.interrupt();
        fx(timer::stop);
        report(new ArrayList<>(frames), new ArrayList<>(samples));
        StringBuilder cpu = new StringBuilder();
        cpu1.forEach((name, nanos) -> {
            long used = nanos - cpu0.getOrDefault(name, 0L);
            if (used > wall / 100) {
                cpu.append(String.format(Locale.ROOT, "  %s %.0f", name, used / 1e6));
            }
        });
        System.out.printf(Locale.ROOT, "cpu ms in %.0f ms:%s%n", wall / 1e6, cpu);
        System.out.println("searches:" + searched);
        StringBuilder alloc = new StringBuilder();
        alloc1.forEach((name, bytes) -> {
            long used = bytes - alloc0.getOrDefault(name, 0L);
            if (used > 1 << 20) {
                alloc.append(String.format(Locale.ROOT, "  %s %d", name, used >> 20));
            }
        });
        System.out.println("allocated MB:" + alloc);
        StringBuilder sched = new StringBuilder();
        sched1.forEach((name, v) -> {
            long[] before = sched0.getOrDefault(name, new long[2]);
            long ran = v[0] - before[0];
            long waited = v[1] - before[1];
            if (ran > wall / 100 || waited > wall / 100) {
                sched.append(String.format(Locale.ROOT, "  %s %.0f/%.0f", name.replace(' ', '_'), ran / 1e6,
                        waited / 1e6));
            }
        });
        System.out.println("ran/waited for a core, ms:" + sched);
    }

    /**
     * Per thread name (Linux's 15-character one, so the JIT's and GC's threads too): time run and time spent
     * runnable but waiting for a core, ns, from /proc/self/task/N/schedstat; empty elsewhere.
     */
    private static Map<String, long[]> schedStats() {
        Map<String, long[]> stats = new java.util.TreeMap<>();
        try (var tasks = java.nio.file.Files.list(Path.of("/proc/self/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                try {
                    String name = java.nio.file.Files.readString(task.resolve("comm")).strip();
                    String[] f = java.nio.file.Files.readString(task.resolve("schedstat")).strip().split(" ");
                    long[] v = stats.computeIfAbsent(name, k -> new long[2]);
                    v[0] += Long.parseLong(f[0]);
                    v[1] += Long.parseLong(f[1]);
                } catch (java.io.IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux
        }
        return stats;
    }

    /**
     * CPU time per live thread (name#id), the whole JVM ("process": JIT and GC included) and the X server
     * ("Xvfb", Linux), ns: what the renderer and the searches cost, whatever else the machine runs.
     */
    private static Map<String, Long> threadCpu() {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        Map<String, Long> cpu = new java.util.TreeMap<>();
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            cpu.put("process", os.getProcessCpuTime());
        }
        try (var procs = java.nio.file.Files.list(Path.of("/proc"))) {
            for (Path proc : (Iterable<Path>) procs::iterator) {
                Path comm = proc.resolve("comm");
                if (proc.getFileName().toString().matches("\\d+") && java.nio.file.Files.isReadable(comm)
                        && java.nio.file.Files.readString(comm).strip().equals("Xvfb")) {
                    String stat = java.nio.file.Files.readString(proc.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    // utime and stime, fields 14 and 15, in clock ticks (100 per second on Linux)
                    cpu.merge("Xvfb", (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10_000_000L, Long::sum);
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux: no X server figure
        }
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            long c = mx.getThreadCpuTime(t.getId());
            if (c >= 0) {
                cpu.put(t.getName().replace(' ', '_') + "#" + t.getId(), c);
            }
        }
        return cpu;
    }

    /** Bytes allocated per live thread (name#id): garbage makes the collector stop every thread, FX's too. */
    private static Map<String, Long> allocated() {
        Map<String, Long> bytes = new java.util.TreeMap<>();
        if (java.lang.management.ManagementFactory.getThreadMXBean()
                instanceof com.sun.management.ThreadMXBean mx) {
            for (Thread t : Thread.getAllStackTraces().keySet()) {
                long b = mx.getThreadAllocatedBytes(t.getId());
                if (b >= 0) {
                    bytes.put(t.getName().replace(' ', '_') + "#" + t.getId(), b);
                }
            }
        }
        return bytes;
    }

    private static void sample(List<Sample> samples) {
        Thread target = fxThread;
        if (Boolean.getBoolean("probe.renderer")) {
            for (Thread t : Thread.getAllStackTraces().keySet()) {
                if (t.getName().startsWith("QuantumRenderer")) {
                    target = t;
                }
            }
        }
        while (!Thread.currentThread().isInterrupted()) {
            samples.add(new Sample(System.nanoTime(), target.getStackTrace()));
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The three longest gaps, each with its most frequent sampled stacks. */
    private static void report(List<Long> frames, List<Sample> samples) {
        List<long[]> gaps = new ArrayList<>(); // {length, start}
        for (int i = 1; i < frames.size(); i++) {
            gaps.add(new long[] {frames.get(i) - frames.get(i - 1), frames.get(i - 1)});
        }
        gaps.sort((a, b) -> Long.compare(b[0], a[0]));
        long over = gaps.stream().filter(g -> g[0] > 100_000_000L).count();
        System.out.printf(Locale.ROOT, "frames %d, gaps over 100 ms: %d%n", frames.size(), over);
        for (long[] gap : gaps.subList(0, Math.min(3, gaps.size()))) {
            System.out.printf(Locale.ROOT, "gap %.1f ms at %.0f ms after the first frame%n", gap[0] / 1e6,
                    (gap[1] - frames.get(0)) / 1e6);
            Map<String, Integer> stacks = new HashMap<>();
            for (Sample s : samples) {
                if (s.nanos() >= gap[1] && s.nanos() <= gap[1] + gap[0]) {
                    stacks.merge(describe(s.stack()), 1, Integer::sum);
                }
            }
            stacks.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(6)
                    .forEach(e -> System.out.println("   " + e.getValue() + "  " + e.getKey()));
        }
    }

    private static String describe(StackTraceElement[] stack) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(FRAMES_SHOWN, stack.length); i++) {
            StackTraceElement e = stack[i];
            String cls = e.getClassName();
            sb.append(cls.substring(cls.lastIndexOf('.') + 1)).append('.').append(e.getMethodName()).append(':')
                    .append(e.getLineNumber()).append(" < ");
        }
        return sb.toString();
    }

    private static void fx(Runnable r) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                r.run();
            } finally {
                done.countDown();
            }
        });
        done.await();
    }
}
