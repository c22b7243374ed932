package evalbench.app.gui;

import java.util.function.BiConsumer;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;
import javafx.scene.control.ProgressBar;

/** A view's long job (a corpus study, a witness search) on a thread of its own, its progress shown while it runs. */
public final class BackgroundTask {
    private BackgroundTask() {
    }

    /**
     * Starts the task on a daemon thread (it must not keep the application alive), the bar and the text bound to its
     * progress and message. When it ends, on the FX thread, they are unbound and {@code finished} is told the result
     * and null, or null and "cancelled" or "failed: " with the reason.
     */
    public static <T> void start(Task<T> task, String threadName, ProgressBar bar, StringProperty text,
            BiConsumer<T, String> finished) {
        bar.progressProperty().bind(task.progressProperty());
        text.bind(task.messageProperty());
        Runnable unbind = () -> {
            bar.progressProperty().unbind();
            text.unbind();
        };
        task.setOnSucceeded(e -> {
            unbind.run();
            finished.accept(task.getValue(), null);
        });
        task.setOnCancelled(e -> {
            unbind.run();
            finished.accept(null, "cancelled");
        });
        task.setOnFailed(e -> {
            unbind.run();
            finished.accept(null, "failed: " + task.getException().getMessage());
        });
        Thread t = new Thread(task, threadName);
        t.setDaemon(true);
        t.start();
    }
}
