package evalbench.app.gui;

import java.io.PrintWriter;
import java.util.Locale;
import javafx.application.Application;

/**
 * Opens the window from the command line. Without a display it says so in one line (the caller then prints the
 * command-line help) instead of failing with JavaFX's stack trace.
 */
public final class GuiLauncher {
    private GuiLauncher() {
    }

    /** Null if a window can be opened here, else the one-line reason why not. */
    public static String whyNoDisplay() {
        if ("Monocle".equals(System.getProperty("glass.platform"))) {
            return null;
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win") || os.contains("mac")) {
            return null;
        }
        String display = System.getenv("DISPLAY");
        String wayland = System.getenv("WAYLAND_DISPLAY");
        if ((display == null || display.isBlank()) && (wayland == null || wayland.isBlank())) {
            return "no display (DISPLAY is not set), so the workbench window cannot open; "
                    + "the command line works without one";
        }
        return null;
    }

    /** Opens the window and blocks until it is closed. Returns 0, or 2 after a one-line error if it cannot open. */
    public static int launch(LaunchOptions options, PrintWriter err) {
        WorkbenchApp.options = options;
        RenderingDefaults.apply();
        try {
            Application.launch(WorkbenchApp.class);
            return 0;
        } catch (RuntimeException | Error e) {
            err.println("evalbench: the window cannot open: " + reason(e));
            err.flush();
            return 2;
        }
    }

    /** The one-line reason for a failed launch; a missing GTK 3 (JavaFX's toolkit on Linux) says what to install. */
    static String reason(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        String message = String.valueOf(root.getMessage()).lines().findFirst().orElse(root.getClass().getSimpleName());
        if (message.contains("GTK")) {
            return "GTK 3 is not installed (JavaFX needs it on Linux: 'apt-get install libgtk-3-0' on Debian or"
                    + " Ubuntu, 'dnf install gtk3' on Fedora); the command line works without it";
        }
        return message;
    }
}
