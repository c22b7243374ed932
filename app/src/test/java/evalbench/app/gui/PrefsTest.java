package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.gui.corpus.FingerprintView;
import evalbench.core.Position;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

class PrefsTest extends WindowTestBase {
    private static final String FEN = "8/8/3k4/8/3K4/3P4/8/8 w - - 0 1";

    @Test
    void theLastFenTheGeometryAndTheFingerprintEnginesComeBackInTheNextWindow(FxRobot robot) throws Exception {
        GuiPrefs prefs = new GuiPrefs("evalbench/test-" + getClass().getSimpleName());
        String engines = "toga2=/usr/games/toga2\nphalanx=xboard:/usr/games/phalanx -b - -l -";
        robot.interact(() -> ((FingerprintView) window.tabView("Fingerprint")).setEngines(engines));
        robot.interact(() -> window.boardView().applyFen(FEN));
        waitForComparison(Position.fromFen(FEN).toFen());
        robot.interact(() -> window.scene().getWindow().hide());
        assertThat(prefs.get("lastFen", null)).isEqualTo(Position.fromFen(FEN).toFen());
        assertThat(prefs.get("width", 0.0)).isPositive();

        WorkbenchWindow[] next = new WorkbenchWindow[1];
        robot.interact(() -> {
            next[0] = new WorkbenchWindow(new Stage(), prefs, LaunchOptions.NONE);
            next[0].show();
        });
        assertThat(next[0].workbench().fenProperty().get()).isEqualTo(Position.fromFen(FEN).toFen());
        assertThat(next[0].scene().getWidth()).isEqualTo(prefs.get("width", 0.0));
        assertThat(((FingerprintView) next[0].tabView("Fingerprint")).engineLinesProperty().get()).isEqualTo(engines);
        robot.interact(() -> next[0].scene().getWindow().hide());
    }
}
