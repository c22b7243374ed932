package evalbench.app.gui.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.app.OurModelOverUci;
import evalbench.studies.corpus.FingerprintResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class FingerprintViewTest {
    @TempDir
    static Path dir;

    private FingerprintView view;

    @Start
    void start(Stage stage) {
        view = new FingerprintView();
        stage.setScene(new Scene(view, 1100, 700));
        stage.show();
    }

    /** Our Fruit model as an external UCI engine: its leaf scores are Fruit's evaluations, r = 1. */
    private static String fruitOverUci() throws Exception {
        return "fruit-uci=" + OurModelOverUci.script(dir, "fruit");
    }

    @Test
    void aRunFillsTheMatrixAndTheScatter(FxRobot robot) throws Exception {
        String engine = fruitOverUci();
        robot.interact(() -> {
            view.setEngines(engine);
            view.setPositions(200); // more than the 20 leaves a correlation needs (Stats.MIN_SAMPLE)
        });
        robot.clickOn("#fingerprint-run");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> view.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        FingerprintResult r = view.resultProperty().get();
        FingerprintResult.Engine e = r.engines().get(0);
        assertEquals("fruit", e.closestModel());
        assertEquals(1.0, e.models().get(r.matrix().models().indexOf("fruit")).pearson(), 1e-9);
        assertTrue(e.samples() > 0);
        assertEquals(e.samples(), view.scatterPoints(), "one point per kept leaf");
    }

    @Test
    void cancelStopsARunAndShowsNothing(FxRobot robot) throws Exception {
        // a scripted UCI engine that takes 0.2 s per search: 200 positions would take 40 s
        Path slow = dir.resolve("slow.sh");
        Files.writeString(slow, "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n"
                + " uci) echo uciok ;;\n isready) echo readyok ;;\n"
                + " go) sleep 0.2; echo 'info depth 1 score cp 10 pv e2e4'; echo 'bestmove e2e4' ;;\n"
                + " quit) exit 0 ;;\nesac; done\n");
        slow.toFile().setExecutable(true);
        robot.interact(() -> {
            view.setEngines("slow=" + slow);
            view.setPositions(200);
        });
        robot.clickOn("#fingerprint-run");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup(n -> n instanceof Label l
                && l.getText() != null && l.getText().contains(" of 200 answers")).tryQuery().isPresent());
        long start = System.nanoTime();
        robot.clickOn("#fingerprint-cancel");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(n -> n instanceof Label l
                && "cancelled".equals(l.getText())).tryQuery().isPresent());
        assertTrue((System.nanoTime() - start) / 1e9 < 10);
        assertNull(view.resultProperty().get());
    }

    @Test
    void withoutEnginesNothingRuns(FxRobot robot) {
        robot.clickOn("#fingerprint-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(view.resultProperty().get());
        assertTrue(robot.lookup(n -> n instanceof Label l && l.getText() != null && l.getText().startsWith("no engine"))
                .tryQuery().isPresent());
    }
}
