package evalbench.app.gui.board;

import evalbench.app.gui.model.Comparison;
import evalbench.app.gui.model.Workbench;
import evalbench.core.eval.TermValue;
import javafx.beans.Observable;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * The board panel beside the tabs: the board, its buttons (flip, take back, forward, copy/paste FEN), the FEN
 * field with the reader's error under it, and the move list in SAN.
 */
public final class BoardView extends VBox {
    private final Workbench workbench;
    private final BoardCanvas board;
    private final TextField fenField = new TextField();
    private final Label fenError = new Label();
    private final ListView<String> moveList = new ListView<>();
    private boolean updatingList;

    public BoardView(Workbench workbench) {
        this.workbench = workbench;
        this.board = new BoardCanvas(workbench::play);
        setSpacing(6);
        setPadding(new Insets(8));

        Button flip = button("Flip", "Turn the board round (Ctrl+F)", () -> board.flippedProperty().set(
                !board.flippedProperty().get()));
        Button back = button("◀ Back", "Take back one move (Left / Ctrl+Z)", workbench::takeBack);
        Button forward = button("Forward ▶", "Replay the next move (Right / Ctrl+Y)", workbench::forward);
        Button start = button("|◀", "Go to the start of the line (Home)", () -> workbench.goToPly(0));
        Button end = button("▶|", "Go to the end of the line (End)", () -> workbench.goToPly(workbench.lineLength()));
        Button copy = button("Copy FEN", "Copy the position's FEN (Ctrl+C)", this::copyFen);
        back.setId("takeBack");
        forward.setId("forward");
        flip.setId("flip");
        HBox buttons = new HBox(4, start, back, forward, end, flip, copy);
        buttons.setAlignment(Pos.CENTER_LEFT);

        fenField.setId("fenField");
        fenField.setPromptText("FEN: paste or type, Enter applies");
        fenField.setOnAction(e -> applyFen(fenField.getText()));
        fenField.setStyle("-fx-font-family: 'DejaVu Sans Mono'; -fx-font-size: 11px;");
        fenError.setId("fenError");
        fenError.getStyleClass().add("error-text");
        fenError.setWrapText(true);
        fenError.textProperty().bind(workbench.fenErrorProperty());
        fenError.visibleProperty().bind(workbench.fenErrorProperty().isNotEmpty());
        fenError.managedProperty().bind(fenError.visibleProperty());

        Label legend = legend();
        moveList.setId("moveList");
        moveList.setPrefHeight(120);
        moveList.setMinHeight(60);
        moveList.setOrientation(javafx.geometry.Orientation.HORIZONTAL);
        moveList.setItems(workbench.moves());
        moveList.setCellFactory(lv -> new MoveCell());
        moveList.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!updatingList && b.intValue() >= 0 && b.intValue() + 1 != workbench.plyProperty().get()) {
                workbench.goToPly(b.intValue() + 1);
            }
        });
        moveList.setPrefHeight(44);
        VBox.setVgrow(board, Priority.ALWAYS);

        getChildren().addAll(buttons, board, legend, fenField, fenError, new Label("Moves"), moveList);

        workbench.positionProperty().addListener((o, a, p) -> board.setPosition(p));
        board.setPosition(workbench.positionProperty().get());
        workbench.fenProperty().addListener((o, a, f) -> fenField.setText(f));
        fenField.setText(workbench.fenProperty().get());
        workbench.plyProperty().addListener(this::syncList);
        workbench.moves().addListener(this::syncList);
        workbench.selectedTermProperty().addListener(o -> showTermSquares());
        workbench.comparisonProperty().addListener(o -> showTermSquares());
    }

    private static Button button(String text, String tip, Runnable action) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false);
        return b;
    }

    private Label legend() {
        Rectangle a = new Rectangle(12, 12, BoardCanvas.A_MARK);
        Rectangle b = new Rectangle(12, 12, BoardCanvas.B_MARK);
        Label l = new Label("squares of the selected term:");
        Label aName = new Label();
        Label bName = new Label();
        aName.textProperty().bind(workbench.modelAProperty());
        bName.textProperty().bind(workbench.modelBProperty());
        HBox box = new HBox(6, l, a, aName, b, bName);
        box.setAlignment(Pos.CENTER_LEFT);
        Label holder = new Label();
        holder.setGraphic(box);
        return holder;
    }

    private void syncList(Observable o) {
        updatingList = true;
        int ply = workbench.plyProperty().get();
        if (ply == 0) {
            moveList.getSelectionModel().clearSelection();
        } else {
            moveList.getSelectionModel().select(ply - 1);
            moveList.scrollTo(Math.max(0, ply - 3));
        }
        updatingList = false;
    }

    private void showTermSquares() {
        String id = workbench.selectedTermProperty().get();
        Comparison c = workbench.comparisonProperty().get();
        if (id == null || c == null) {
            board.setTermSquares(0, 0);
            return;
        }
        TermValue f = c.a().term(id);
        TermValue r = c.b().term(id);
        board.setTermSquares(f == null ? 0 : f.squares(), r == null ? 0 : r.squares());
    }

    /** Applies a FEN (from the field, the clipboard or a menu); an invalid one only shows the error. */
    public boolean applyFen(String text) {
        boolean ok = workbench.applyFen(text);
        if (!ok) {
            fenField.setText(text);
        }
        return ok;
    }

    /** Ctrl+V anywhere outside a text field: the clipboard's text as a FEN. */
    public void pasteFen() {
        Clipboard cb = Clipboard.getSystemClipboard();
        if (cb.hasString()) {
            applyFen(cb.getString());
        }
    }

    public void copyFen() {
        ClipboardContent content = new ClipboardContent();
        content.putString(workbench.fenProperty().get());
        Clipboard.getSystemClipboard().setContent(content);
    }

    public BoardCanvas board() {
        return board;
    }

    public TextField fenField() {
        return fenField;
    }

    /** A move in the list: "12. Nf3" for White's moves, "12… Nc6" for Black's. */
    private final class MoveCell extends ListCell<String> {
        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null) {
                setText(null);
                return;
            }
            int index = getIndex();
            evalbench.core.Position start = evalbench.core.Position.fromFen(workbench.startFen());
            int plyNumber = index + (start.sideToMove() == 0 ? 0 : 1);
            int moveNumber = start.fullmoveNumber() + plyNumber / 2;
            setText(moveNumber + (plyNumber % 2 == 0 ? ". " : "… ") + item);
            setMinWidth(Region.USE_PREF_SIZE);
        }
    }
}
