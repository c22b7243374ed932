package evalbench.app.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GuiLauncherTest {
    /** JavaFX's own words when libgtk-3 is missing, wrapped as Application.launch wraps them. */
    @Test
    void aMissingGtkSaysWhatToInstall() {
        RuntimeException failure = new RuntimeException("Exception in Application start method",
                new UnsupportedOperationException("Unable to load glass GTK library."));
        String reason = GuiLauncher.reason(failure);
        assertTrue(reason.startsWith("GTK 3 is not installed") && reason.contains("libgtk-3-0"), reason);
    }

    @Test
    void anyOtherFailureGivesTheRootCausesFirstLine() {
        RuntimeException failure = new RuntimeException("outer", new IllegalStateException("no screen\nmore detail"));
        assertEquals("no screen", GuiLauncher.reason(failure));
    }
}
