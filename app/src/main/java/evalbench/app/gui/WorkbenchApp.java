package evalbench.app.gui;

import javafx.application.Application;
import javafx.stage.Stage;

/** The JavaFX application; started by {@link GuiLauncher} (the jar's main class is not an Application). */
public final class WorkbenchApp extends Application {
    static volatile LaunchOptions options = LaunchOptions.NONE;

    @Override
    public void start(Stage stage) {
        new WorkbenchWindow(stage, GuiPrefs.standard(), options).show();
    }
}
