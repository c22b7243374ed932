package evalbench.app.gui;

import evalbench.app.gui.model.Comparison;
import evalbench.app.gui.model.Workbench;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the real workbench window (headless Monocle in the build) with its own preferences node. */
@ExtendWith(ApplicationExtension.class)
abstract class WindowTestBase {
    protected WorkbenchWindow window;

    /**
     * TestFX gives a window 30 s to open; the first of a JVM (toolkit, fonts, every view's classes) has taken longer
     * than that on this shared 2-core machine at a load average of 14, its FX thread waiting for a core most of the
     * time (6.5 s of CPU in 45 s). Two minutes, so a busy machine does not fail a test before it starts.
     */
    @BeforeAll
    static void patientSetup() {
        FxToolkit.toolkitContext().setSetupTimeoutInMillis(120_000);
    }

    /**
     * Opens the window before each test, on the stage TestFX registered as the primary one. Here and not in an
     * {@code @Start} method: TestFX looks for those only among the test class's own declared methods, so each class
     * would have to repeat one.
     */
    @BeforeEach
    void openWindow() throws Exception {
        FxToolkit.setupStage(this::open);
    }

    /** Opens the window with fresh preferences; a test class that wants another size overrides this. */
    protected void open(Stage stage) {
        window = new WorkbenchWindow(stage, freshPrefs("evalbench/test-" + getClass().getSimpleName()),
                LaunchOptions.NONE);
        window.show();
    }

    /** Opens the window with its content (the scene) at this size, as the preferences of a user would give it. */
    protected void open(Stage stage, double width, double height) {
        window = new WorkbenchWindow(stage, prefsAt("evalbench/test-" + getClass().getSimpleName(), width, height),
                LaunchOptions.NONE);
        stage.sizeToScene(); // the stage is shared by the test classes: not the size an earlier test left
        window.show();
    }

    /** The preferences node, emptied: what a first start finds. */
    static GuiPrefs freshPrefs(String node) {
        GuiPrefs prefs = new GuiPrefs(node);
        prefs.clear();
        return prefs;
    }

    /** Fresh preferences that put the window's content at this size, in the top left corner of the screen. */
    static GuiPrefs prefsAt(String node, double width, double height) {
        GuiPrefs prefs = freshPrefs(node);
        prefs.put("width", width);
        prefs.put("height", height);
        prefs.put("x", 0);
        prefs.put("y", 0);
        return prefs;
    }

    protected Workbench workbench() {
        return window.workbench();
    }

    /** Waits (up to 10 s) until the breakdowns shown belong to {@code fen}. */
    protected Comparison waitForComparison(String fen) throws Exception {
        try {
            waitUntil(() -> {
            Comparison c = workbench().comparisonProperty().get();
            return c != null && c.fen().equals(fen) && !workbench().evaluatingProperty().get();
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the window did not show " + fen + "; it shows " + workbench().fenProperty().get()
                    + " (FEN error: '" + workbench().fenErrorProperty().get() + "')", e);
        }
        return workbench().comparisonProperty().get();
    }

    /** Waits until the breakdowns shown belong to the position on the board. */
    protected Comparison waitForCurrent() throws Exception {
        waitUntil(() -> {
            Comparison c = workbench().comparisonProperty().get();
            return c != null && c.fen().equals(workbench().fenProperty().get()) && !workbench().evaluatingProperty().get();
        });
        return workbench().comparisonProperty().get();
    }

    protected static void waitUntil(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    protected static void fx(FxRobot robot, Runnable r) {
        robot.interact(r);
    }
}
