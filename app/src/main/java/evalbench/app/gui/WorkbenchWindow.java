package evalbench.app.gui;

import evalbench.app.Version;
import evalbench.app.gui.board.BoardView;
import evalbench.app.gui.breakdown.BreakdownView;
import evalbench.app.gui.model.ModelPair;
import evalbench.core.eval.EvaluatorModel;
import evalbench.app.gui.model.Workbench;
import evalbench.core.eval.ParameterSet;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Stage;

/**
 * The workbench window: menu bar, the board on the left, one tab per view on the right, a status bar. Owns the
 * shared {@link Workbench} view-model and wires the keyboard shortcuts.
 */
public final class WorkbenchWindow {
    private static final String BASE_CSS = "/evalbench/app/gui/workbench.css";
    private static final String DARK_CSS = "/evalbench/app/gui/dark.css";
    /** Preference key of the Fingerprint tab's engine lines. */
    static final String FINGERPRINT_ENGINES = "fingerprintEngines";

    private final Stage stage;
    private final GuiPrefs prefs;
    private final Workbench workbench = new Workbench();
    private final BoardView boardView;
    private final BreakdownView breakdownView;
    private final evalbench.app.gui.search.SearchView searchView;
    private final evalbench.app.gui.params.ParamsView paramsView;
    private final evalbench.app.gui.games.GamesView gamesView;
    private final TabPane tabs = new TabPane();
    private final Scene scene;
    private final List<String[]> shortcuts = new ArrayList<>();
    private final Label statusTask = new Label();
    private final Label statusSets = new Label();

    public WorkbenchWindow(Stage stage, GuiPrefs prefs, LaunchOptions options) {
        this.stage = stage;
        this.prefs = prefs;
        this.boardView = new BoardView(workbench);
        this.breakdownView = new BreakdownView(workbench);

        this.searchView = new evalbench.app.gui.search.SearchView(workbench, () -> showTab("Breakdown"));
        searchResults.add(() -> searchView.a().summary());
        searchResults.add(() -> searchView.b().summary());
        addTab("Breakdown", breakdownView);
        addTab("All models", new evalbench.app.gui.breakdown.AllModelsView(workbench));
        addTab("Search", searchView);
        this.paramsView = new evalbench.app.gui.params.ParamsView(workbench,
                () -> new java.io.File(prefs.get("lastFolder", System.getProperty("user.home"))));
        addTab("Parameters", paramsView);
        this.gamesView = new evalbench.app.gui.games.GamesView(workbench,
                () -> new java.io.File(prefs.get("lastFolder", System.getProperty("user.home"))));
        // The graph's canvas is drawn only while its tab is in front (it is rendered in software even when hidden).
        gamesView.graph().showingProperty().bind(addTab("Games", gamesView).selectedProperty());
        // The table views fit the width beside the board (they scroll vertically where they must, never sideways).
        // They show models A and B of the breakdown where those have tables, or others chosen on the tab itself.
        addTab("PST", new evalbench.app.gui.tables.PstView(tablesChoice()));
        addTab("quad()", new evalbench.app.gui.tables.QuadView(tablesChoice()));
        // A disagreement clicked in the Corpus tab opens on the board, with its breakdown in view.
        addTab("Corpus", new evalbench.app.gui.corpus.CorpusView(fen -> {
            if (boardView.applyFen(fen)) {
                showTab("Breakdown");
            }
        }));
        // The engine list comes back as the user left it (preferences), so a second run is one press of Run.
        var fingerprint = new evalbench.app.gui.corpus.FingerprintView();
        fingerprint.setEngines(prefs.get(FINGERPRINT_ENGINES, ""));
        fingerprint.engineLinesProperty().addListener((o, a, lines) -> prefs.put(FINGERPRINT_ENGINES, lines));
        addTab("Fingerprint", fingerprint);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setId("tabs");

        SplitPane split = new SplitPane(boardView, tabs);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.32);
        SplitPane.setResizableWithParent(boardView, false);

        BorderPane root = new BorderPane();
        root.setTop(menuBar());
        root.setCenter(split);
        root.setBottom(statusBar());
        scene = new Scene(root, prefs.get("width", 1500), prefs.get("height", 940));
        scene.getStylesheets().add(WorkbenchWindow.class.getResource(BASE_CSS).toExternalForm());
        if ("dark".equals(prefs.get("theme", "light"))) {
            scene.getStylesheets().add(WorkbenchWindow.class.getResource(DARK_CSS).toExternalForm());
        }
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::globalKeys);
        stage.setScene(scene);
        stage.titleProperty().bind(Bindings.createStringBinding(() -> "evalbench — "
                + ModelPair.byId(workbench.modelAProperty().get()).name() + " vs "
                + ModelPair.byId(workbench.modelBProperty().get()).name(), workbench.modelAProperty(),
                workbench.modelBProperty()));
        double x = prefs.get("x", Double.NaN);
        double y = prefs.get("y", Double.NaN);
        if (!Double.isNaN(x) && !Double.isNaN(y)) {
            stage.setX(x);
            stage.setY(y);
        }
        stage.setOnHidden(e -> savePrefs());

        if (options.pgn() != null) {
            gamesView.open(options.pgn());
            showTab("Games");
        }
        String fen = options.fen() != null ? options.fen() : prefs.get("lastFen", null);
        if (fen != null && !boardView.applyFen(fen) && options.fen() == null) {
            workbench.applyFen(evalbench.core.Position.START_FEN);
        }
    }

    public void show() {
        stage.show();
    }

    public Workbench workbench() {
        return workbench;
    }

    public BoardView boardView() {
        return boardView;
    }

    public evalbench.app.gui.search.SearchView searchView() {
        return searchView;
    }

    public evalbench.app.gui.params.ParamsView paramsView() {
        return paramsView;
    }

    public evalbench.app.gui.games.GamesView gamesView() {
        return gamesView;
    }

    public BreakdownView breakdownView() {
        return breakdownView;
    }

    public TabPane tabs() {
        return tabs;
    }

    public Scene scene() {
        return scene;
    }

    /** Selects the tab with this title. */
    public void showTab(String title) {
        tabs.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t));
    }

    /** The view shown in a tab (inside its scroll pane, if any). */
    public Node tabView(String title) {
        for (Tab t : tabs.getTabs()) {
            if (t.getText().equals(title)) {
                return t.getContent() instanceof javafx.scene.control.ScrollPane sp ? sp.getContent() : t.getContent();
            }
        }
        return null;
    }

    private Tab addTab(String title, Node view) {
        Tab tab = new Tab(title, view);
        tab.setId("tab-" + title.replaceAll("[^A-Za-z]", ""));
        tabs.getTabs().add(tab);
        return tab;
    }

    private MenuBar menuBar() {
        Menu file = new Menu("File");
        file.getItems().addAll(
                item("Paste FEN", "Ctrl+V", null, boardView::pasteFen),
                item("Copy FEN", "Ctrl+C", null, boardView::copyFen),
                item("Open PGN…", "Ctrl+O", new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), () -> {
                    showTab("Games");
                    gamesView.choose();
                }),
                item("Start position", "Ctrl+N", new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN),
                        () -> boardView.applyFen(evalbench.core.Position.START_FEN)),
                new javafx.scene.control.SeparatorMenuItem(),
                item("Export report (HTML, CSV, JSON)…", "Ctrl+E",
                        new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN), this::chooseExportFolder),
                new javafx.scene.control.SeparatorMenuItem(),
                item("Quit", "Ctrl+Q", new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN), stage::close));
        Menu position = new Menu("Position");
        position.getItems().addAll(
                item("Take back", "Ctrl+Z or Left", new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN),
                        workbench::takeBack),
                item("Forward", "Ctrl+Y or Right", new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN),
                        workbench::forward),
                item("Flip board", "Ctrl+F", new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN),
                        () -> boardView.board().flippedProperty().set(!boardView.board().flippedProperty().get())));
        Menu search = new Menu("Search");
        search.getItems().addAll(
                item("Start both searches", "F5", new KeyCodeCombination(KeyCode.F5), searchView::startBoth),
                item("Stop both searches", "Esc", new KeyCodeCombination(KeyCode.ESCAPE), searchView::stopBoth));
        Menu params = new Menu("Parameters");
        params.getItems().addAll(
                item("Reset all to the shipped sets", null, null, () -> paramsView.panels()
                        .forEach(evalbench.app.gui.params.ParamsPanel::resetToShipped)),
                item("Fruit's rules with Rybka's weights…", null, null, this::explainCrossWeights));
        Menu view = new Menu("View");
        ToggleGroup themes = new ToggleGroup();
        RadioMenuItem light = new RadioMenuItem("Light theme");
        RadioMenuItem dark = new RadioMenuItem("Dark theme");
        light.setToggleGroup(themes);
        dark.setToggleGroup(themes);
        dark.setSelected("dark".equals(prefs.get("theme", "light")));
        light.setSelected(!dark.isSelected());
        light.setOnAction(e -> setTheme(false));
        dark.setOnAction(e -> setTheme(true));
        dark.setAccelerator(new KeyCodeCombination(KeyCode.T, KeyCombination.SHORTCUT_DOWN));
        shortcuts.add(new String[] {"Ctrl+T", "Dark theme"});
        view.getItems().addAll(light, dark, new javafx.scene.control.SeparatorMenuItem());
        for (int i = 0; i < tabs.getTabs().size() && i < 9; i++) {
            Tab tab = tabs.getTabs().get(i);
            KeyCode digit = KeyCode.valueOf("DIGIT" + (i + 1));
            view.getItems().add(item(tab.getText() + " tab", "Ctrl+" + (i + 1),
                    new KeyCodeCombination(digit, KeyCombination.SHORTCUT_DOWN),
                    () -> tabs.getSelectionModel().select(tab)));
        }
        Menu help = new Menu("Help");
        help.getItems().addAll(item("Keyboard shortcuts", "F1", new KeyCodeCombination(KeyCode.F1),
                this::showShortcuts), item("About", null, null, this::showAbout));
        MenuBar bar = new MenuBar(file, position, search, params, view, help);
        bar.setId("menuBar");
        return bar;
    }

    /** A menu item; its shortcut is listed under Help (keys without an accelerator are handled in globalKeys). */
    private MenuItem item(String text, String keys, KeyCombination accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(e -> action.run());
        if (accelerator != null) {
            item.setAccelerator(accelerator);
        }
        if (keys != null) {
            shortcuts.add(new String[] {keys, text});
            if (accelerator == null) {
                item.setText(text + "    (" + keys + ")");
            }
        }
        return item;
    }

    /** Menus add items through this (search, parameters, games, export are added by their views' owners). */
    Menu menu(String title) {
        MenuBar bar = (MenuBar) ((BorderPane) scene.getRoot()).getTop();
        for (Menu m : bar.getMenus()) {
            if (m.getText().equals(title)) {
                return m;
            }
        }
        Menu m = new Menu(title);
        bar.getMenus().add(bar.getMenus().size() - 1, m);
        return m;
    }

    /** Ctrl+V / Ctrl+C / Left / Right act on the board unless a text field or table has the focus. */
    private void globalKeys(KeyEvent e) {
        Node focus = scene.getFocusOwner();
        // The FEN field counts as "the board": pasting there replaces the whole FEN and applies it.
        boolean typing = focus instanceof TextInputControl && focus != boardView.fenField();
        boolean navigating = typing || focus instanceof javafx.scene.control.TreeTableView
                || focus instanceof javafx.scene.control.TableView || focus instanceof javafx.scene.control.ListView;
        if (e.isShortcutDown() && e.getCode() == KeyCode.V && !typing) {
            boardView.pasteFen();
            e.consume();
        } else if (e.isShortcutDown() && e.getCode() == KeyCode.C && !typing && !navigating) {
            boardView.copyFen();
            e.consume();
        } else if (!navigating && !e.isShortcutDown() && e.getCode() == KeyCode.LEFT) {
            workbench.takeBack();
            e.consume();
        } else if (!navigating && !e.isShortcutDown() && e.getCode() == KeyCode.RIGHT) {
            workbench.forward();
            e.consume();
        }
    }

    /** Where the search panels report what they found (for export). */
    private final List<java.util.function.Supplier<evalbench.app.gui.export.SearchSummary>> searchResults =
            new ArrayList<>();

    private void chooseExportFolder() {
        javafx.stage.DirectoryChooser chooser = new javafx.stage.DirectoryChooser();
        chooser.setTitle("Export the comparison into a folder");
        java.io.File last = new java.io.File(prefs.get("lastFolder", System.getProperty("user.home")));
        if (last.isDirectory()) {
            chooser.setInitialDirectory(last);
        }
        java.io.File folder = chooser.showDialog(stage);
        if (folder != null) {
            exportTo(folder.toPath(), evalbench.app.gui.export.ComparisonReport.defaultBaseName());
        }
    }

    /**
     * Writes the current comparison as BASE.html, BASE.csv and BASE.json into {@code folder} on a background
     * task; the folder is remembered for the next export.
     */
    public javafx.concurrent.Task<List<java.nio.file.Path>> exportTo(java.nio.file.Path folder, String base) {
        evalbench.app.gui.model.Comparison c = workbench.comparisonProperty().get();
        java.util.Map<String, String> settings = new java.util.LinkedHashMap<>();
        settings.put("op/eg units in the window", breakdownView.centipawnsProperty().get() ? "both in centipawns"
                : "native (each model's own units)");
        settings.put("board ply", Integer.toString(workbench.plyProperty().get()));
        settings.put("start FEN of the line", workbench.startFen());
        List<evalbench.app.gui.export.SearchSummary> searches = new ArrayList<>();
        for (var s : searchResults) {
            var summary = s.get();
            if (summary != null) {
                searches.add(summary);
            }
        }
        var report = new evalbench.app.gui.export.ComparisonReport(c, workbench.parameters(c.a().modelId()),
                workbench.parameters(c.b().modelId()), settings, searches);
        javafx.concurrent.Task<List<java.nio.file.Path>> task = new javafx.concurrent.Task<>() {
            @Override
            protected List<java.nio.file.Path> call() throws Exception {
                return report.writeTo(folder, base);
            }
        };
        task.setOnSucceeded(e -> {
            prefs.put("lastFolder", folder.toString());
            workbench.setStatus("exported " + base + ".html, .csv, .json to " + folder);
        });
        task.setOnFailed(e -> workbench.setStatus("export failed: " + task.getException().getMessage()));
        Thread t = new Thread(task, "export");
        t.setDaemon(true);
        t.start();
        return task;
    }

    private void setTheme(boolean dark) {
        String url = WorkbenchWindow.class.getResource(DARK_CSS).toExternalForm();
        scene.getStylesheets().remove(url);
        if (dark) {
            scene.getStylesheets().add(url);
        }
        prefs.put("theme", dark ? "dark" : "light");
    }

    private Node statusBar() {
        Label version = new Label(Version.text() + " · Java " + System.getProperty("java.version"));
        statusTask.setId("statusTask");
        statusSets.setId("statusSets");
        statusTask.textProperty().bind(workbench.statusProperty());
        List<javafx.beans.Observable> deps = new ArrayList<>(List.of(workbench.modelAProperty(),
                workbench.modelBProperty()));
        ModelPair.ids().forEach(id -> deps.add(workbench.paramsProperty(id)));
        statusSets.textProperty().bind(Bindings.createStringBinding(() -> {
            String a = workbench.modelAProperty().get();
            String b = workbench.modelBProperty().get();
            return ModelPair.byId(a).name() + " · " + describe(workbench.parameters(a)) + "   |   "
                    + ModelPair.byId(b).name() + " · " + describe(workbench.parameters(b));
        }, deps.toArray(new javafx.beans.Observable[0])));
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox bar = new HBox(10, statusTask, spring, statusSets, new Separator(Orientation.VERTICAL), version);
        bar.setPadding(new Insets(3, 8, 3, 8));
        bar.getStyleClass().add("status-bar");
        return bar;
    }

    /** The pair a table tab starts with and follows: the breakdown's A and B where they have tables. */
    private evalbench.app.gui.tables.TablesChoice tablesChoice() {
        List<String> ids = evalbench.studies.tables.TablesAnalysis.ids();
        String a = workbench.modelAProperty().get();
        String b = workbench.modelBProperty().get();
        var choice = new evalbench.app.gui.tables.TablesChoice(ids.contains(a) ? a : ids.get(0),
                ids.contains(b) ? b : ids.get(Math.min(1, ids.size() - 1)), workbench::paramsProperty);
        choice.follow(workbench.modelAProperty(), workbench.modelBProperty());
        return choice;
    }

    private static String describe(ParameterSet set) {
        return "params " + set.name() + " sha256 " + set.sha256().substring(0, 12);
    }

    private void showShortcuts() {
        StringBuilder sb = new StringBuilder();
        for (String[] s : shortcuts) {
            sb.append(String.format("%-18s %s%n", s[0], s[1]));
        }
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.initOwner(stage);
        a.setTitle("Keyboard shortcuts");
        a.setHeaderText("Keyboard shortcuts");
        Label text = new Label(sb.toString());
        text.setStyle("-fx-font-family: 'DejaVu Sans Mono';");
        a.getDialogPane().setContent(text);
        a.show();
    }

    /** The list shown under Help: {keys, action}. */
    public List<String[]> shortcuts() {
        return List.copyOf(shortcuts);
    }

    /** Why "Fruit's rules with Rybka's weights" is not a parameter set (docs/user-guide.md says more). */
    private void explainCrossWeights() {
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.initOwner(stage);
        a.setTitle("Fruit's rules with Rybka's weights");
        a.setHeaderText("Not offered as one action: the two parameter sets do not line up weight for weight");
        Label text = new Label(String.join("\n",
                "Rybka counts in 1/32 cp and Fruit in cp, so every weight would need rescaling (with rounding choices).",
                "Rybka's material is a 2,916-entry table indexed by the piece counts (PieceBonus) where Fruit has "
                        + "per-piece values and a bishop pair.",
                "Rybka's PSTs are Fruit's formula with other weights, but its king safety, mobility and passer tables "
                        + "have other shapes and indices.",
                "Several Rybka terms have no Fruit counterpart and the reverse (marked 'only' in the breakdown).",
                "A faithful mix is a modelling decision for each term, not a mechanical copy: edit the weights you "
                        + "want in the Parameters tab",
                "(the shipped values are shown beside them) and save the result as a parameter file. See "
                        + "docs/user-guide.md."));
        text.setWrapText(true);
        a.getDialogPane().setContent(text);
        a.show();
    }

    private void showAbout() {
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.initOwner(stage);
        a.setTitle("About evalbench");
        a.setHeaderText(Version.text());
        StringBuilder text = new StringBuilder("Compares chess engines' evaluation functions term by term. Models found:\n");
        for (EvaluatorModel m : ModelPair.all()) {
            text.append("\n").append(m.id()).append(" — ").append(m.name()).append(", parameter set ")
                    .append(m.defaultParameters().name()).append(" (sha256 ")
                    .append(m.defaultParameters().sha256(), 0, 12).append("…)");
        }
        a.setContentText(text.toString());
        a.show();
    }

    private void savePrefs() {
        prefs.put("x", stage.getX());
        prefs.put("y", stage.getY());
        prefs.put("width", scene.getWidth());
        prefs.put("height", scene.getHeight());
        prefs.put("lastFen", workbench.fenProperty().get());
        prefs.flush();
    }
}
