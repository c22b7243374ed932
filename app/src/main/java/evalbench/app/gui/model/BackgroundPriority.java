package evalbench.app.gui.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Lowers the calling thread's scheduling priority (Linux nice 19) so long searches leave the cores to the FX
 * and render threads: on a busy two-core machine the window otherwise waits for the searches' time slices.
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
            Process p = new ProcessBuilder("renice", "-n", "19", "-p", tid).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            p.waitFor(2, TimeUnit.SECONDS);
        } catch (IOException | RuntimeException e) {
            // Priority is a nicety: without it the search runs just the same.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
