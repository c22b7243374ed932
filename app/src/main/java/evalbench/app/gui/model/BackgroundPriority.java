package evalbench.app.gui.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Lowers the calling thread's scheduling priority (Linux: five nice steps below the process, at most 19) so long
 * searches leave the cores to the FX and render threads: on a busy two-core machine the window otherwise waits
 * for the searches' time slices. Five steps (about a third of the CPU share of a normal thread) rather than 19 so
 * the search still notices a stop request promptly under load.
 * Java's own thread priorities are ignored on Linux; the kernel's nice value of one thread can be raised by
 * its owner without privileges. Elsewhere (or if renice is missing) this does nothing.
 */
public final class BackgroundPriority {
    private static final Path THREAD_SELF = Path.of("/proc/thread-self");

    private BackgroundPriority() {
    }

    /** Call from the thread to be lowered, before its heavy work. */
    public static void lowerCurrentThread() {
        if (!Files.exists(THREAD_SELF)) {
            return;
        }
        try {
            // /proc/thread-self links to "<pid>/task/<tid>".
            String link = Files.readSymbolicLink(THREAD_SELF).toString();
            String tid = link.substring(link.lastIndexOf('/') + 1);
            // /proc/thread-self/stat: "tid (comm) state ..." — the nice value is field 19, the 17th after ')'.
            String stat = Files.readString(THREAD_SELF.resolve("stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            int nice = Integer.parseInt(fields[16]);
            int target = Math.min(19, nice + 5);
            Process p = new ProcessBuilder("renice", "-n", Integer.toString(target), "-p", tid).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            p.waitFor(2, TimeUnit.SECONDS);
        } catch (IOException | RuntimeException e) {
            // Priority is a nicety: without it the search runs just the same.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
