package evalbench.app.gui.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.studies.tables.EvalStage;
import evalbench.studies.tables.PstFit;
import evalbench.studies.tables.TablesAnalysis;
import evalbench.core.PieceType;
import evalbench.core.Square;
import evalbench.core.eval.ParameterSet;
import evalbench.fruit.FruitModel;
import evalbench.rybka.RybkaModel;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The PST view headless: hover and click a square, read the texts, compare with the service's own numbers. */
@ExtendWith(ApplicationExtension.class)
class PstViewTest {
    private final ParameterSet fruitSet = new FruitModel().defaultParameters();
    private final ParameterSet rybkaSet = new RybkaModel().defaultParameters();
    private final SimpleObjectProperty<ParameterSet> fruit = new SimpleObjectProperty<>(fruitSet);
    private final SimpleObjectProperty<ParameterSet> rybka = new SimpleObjectProperty<>(rybkaSet);
    private PstView view;

    @Start
    void start(Stage stage) {
        view = new PstView(new TablesChoice("fruit", "rybka", id -> id.equals("fruit") ? fruit : rybka));
        stage.setScene(new Scene(view, 1280, 800)); // Monocle's headless screen is 1280x800
        stage.show();
    }

    private void waitForAnalysis() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.viewModel().analysisProperty().get() != null
                && !view.viewModel().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void hoverShowsTheValueAndClickShowsTheFormulaWithTheServicesNumbers(FxRobot robot) throws Exception {
        waitForAnalysis();
        TablesAnalysis service = new TablesAnalysis(List.of(TablesAnalysis.tables("fruit", fruitSet), TablesAnalysis.tables("rybka", rybkaSet)));
        PstFit rybkaKnight = service.pst("rybka", PieceType.KNIGHT, EvalStage.OPENING).fit();
        PstFit fruitKnight = service.pst("fruit", PieceType.KNIGHT, EvalStage.OPENING).fit();
        // by hand: b3 = (KnightLine[b] + KnightLine[3]) * 347 + KnightRank[3] * 358 = (-2 + 0) * 347 + 0 = -694
        assertEquals(-694, rybkaKnight.table()[Square.B3]);

        robot.moveTo("#pst-b-b3");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("rybka b3: -694 (1/32 cp) = -21.69 cp", robot.lookup("#pst-hover").queryAs(Label.class).getText());

        robot.clickOn("#pst-b-b3");
        WaitForAsyncUtils.waitForFxEvents();
        String formula = robot.lookup("#pst-formula").queryAs(Label.class).getText();
        assertTrue(formula.startsWith("b3, knight opening"), formula);
        assertTrue(formula.contains("rybka:  " + rybkaKnight.formula(Square.B3)), formula);
        assertTrue(formula.contains("fruit:  " + fruitKnight.formula(Square.B3) + " cp"), formula);
        assertTrue(formula.contains("KnightCentre 347 \u00d7 -2 + KnightRank 358 \u00d7 0"), formula);
        assertTrue(formula.endsWith("= -694  (= -21.69 cp)"), formula);
    }

    @Test
    void anEditedParameterSetShowsAtOnce(FxRobot robot) throws Exception {
        waitForAnalysis();
        robot.clickOn("#pst-a-d4");
        ParameterSet edited = ParameterSet.parse(fruitSet.source().replace("KnightCentreOpening [fruit-2.1] = 5",
                "KnightCentreOpening [fruit-2.1] = 7"), "edited");
        robot.interact(() -> fruit.set(edited));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#pst-formula").queryAs(Label.class).getText()
                .contains("fruit:  KnightCentre 7 \u00d7 2"));
        // d4 = (1 + 1) * 7 + KnightRank[4] 1 * 5 = 19
        assertTrue(robot.lookup("#pst-formula").queryAs(Label.class).getText().contains("= 19 cp"));
    }
}
