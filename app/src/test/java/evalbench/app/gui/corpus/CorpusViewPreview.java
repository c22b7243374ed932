package evalbench.app.gui.corpus;

import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Shows the Corpus tab alone in a window and runs a corpus (for screenshots):
 * {@code java -cp ... evalbench.app.gui.corpus.CorpusViewPreview FILE [TAB] [TERM-ROW]}.
 */
public final class CorpusViewPreview {
    /** A plain main class (not an Application), so the shaded jar's class path suffices. */
    public static void main(String[] argv) {
        Platform.startup(() -> start(new Stage(), java.util.List.of(argv)));
    }

    static void start(Stage stage, java.util.List<String> args) {
        CorpusView view = new CorpusView(fen -> System.out.println("open " + fen));
        stage.setScene(new Scene(view, 1600, 1000));
        stage.setTitle("evalbench — Corpus");
        stage.show();
        view.setFile(Path.of(args.get(0)));
        int tab = args.size() > 1 ? Integer.parseInt(args.get(1)) : 0;
        int row = args.size() > 2 ? Integer.parseInt(args.get(2)) : 0;
        view.resultProperty().addListener((o, old, r) -> Platform.runLater(() -> {
            javafx.scene.control.TabPane tabs = (javafx.scene.control.TabPane) view.lookup("#corpus-tabs");
            tabs.getSelectionModel().select(tab);
            @SuppressWarnings("unchecked")
            javafx.scene.control.TableView<Object> terms = (javafx.scene.control.TableView<Object>) view
                    .lookup("#corpus-terms");
            terms.getSelectionModel().select(row);
        }));
        view.run();
    }
}
