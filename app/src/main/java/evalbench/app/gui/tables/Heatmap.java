package evalbench.app.gui.tables;

import evalbench.studies.tables.ColourScale;
import evalbench.core.Square;
import java.util.Locale;
import java.util.function.IntConsumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * An 8x8 board of coloured cells with the value written in each (rank 8 at the top), a title and the colour
 * scale's end values. Hovering a cell shows its value in a tooltip and reports the square; clicking reports it
 * too. Cells are named {@code id-e4} so tests can find them. The cell size is set by the view from the width it
 * has ({@link #setCellSize}); the values are written in the largest font (up to 12 px) in which the widest fits.
 */
final class Heatmap extends VBox {
    private final Label title = new Label();
    private final Label scale = new Label();
    private final Rectangle gradient = new Rectangle(90, 10);
    private final Rectangle[] rects = new Rectangle[64];
    /** Each square's pane, exactly a square's size: a value never widens its column (it gets a smaller font). */
    private final StackPane[] squares = new StackPane[64];
    private final Label[] texts = new Label[64];
    private final Tooltip[] tips = new Tooltip[64];
    private final Label[] fileLabels = new Label[8];
    private double cell;

    Heatmap(String id, double cell, IntConsumer onHover, IntConsumer onClick) {
        this.cell = cell;
        setId(id);
        getStyleClass().add("heatmap");
        setSpacing(4);
        setAlignment(Pos.TOP_CENTER);
        title.setFont(Font.font(null, FontWeight.BOLD, 14));
        GridPane grid = new GridPane();
        grid.setHgap(1);
        grid.setVgap(1);
        for (int rank = 7; rank >= 0; rank--) {
            Label rl = new Label(Integer.toString(rank + 1));
            rl.setMinWidth(14);
            grid.add(rl, 0, 8 - rank);
            for (int file = 0; file < 8; file++) {
                int sq = Square.of(file, rank);
                Rectangle r = new Rectangle(cell, cell, Color.WHITE);
                Label t = new Label();
                t.setStyle(fontSize(cell >= 40 ? 12 : 10));
                StackPane p = new StackPane(r, t);
                p.setId(id + "-" + Square.name(sq));
                squares[sq] = p;
                fix(p, cell);
                Tooltip tip = new Tooltip();
                Tooltip.install(p, tip);
                p.setOnMouseEntered(e -> onHover.accept(sq));
                p.setOnMouseClicked(e -> onClick.accept(sq));
                rects[sq] = r;
                texts[sq] = t;
                tips[sq] = tip;
                grid.add(p, file + 1, 8 - rank);
            }
        }
        for (int file = 0; file < 8; file++) {
            Label fl = new Label(String.valueOf((char) ('a' + file)));
            fl.setMinWidth(cell);
            fl.setAlignment(Pos.CENTER);
            fileLabels[file] = fl;
            grid.add(fl, file + 1, 9);
        }
        scale.setStyle("-fx-font-size: 11px; -fx-text-fill: #444;");
        scale.setMinWidth(Region.USE_PREF_SIZE);
        gradient.setFill(new javafx.scene.paint.LinearGradient(0, 0, 1, 0, true, javafx.scene.paint.CycleMethod.NO_CYCLE,
                new javafx.scene.paint.Stop(0, colour(-1, 1)), new javafx.scene.paint.Stop(0.5, Color.WHITE),
                new javafx.scene.paint.Stop(1, colour(1, 1))));
        gradient.setStroke(Color.gray(0.7));
        javafx.scene.layout.HBox legend = new javafx.scene.layout.HBox(6, gradient, scale);
        legend.setAlignment(Pos.CENTER);
        title.setWrapText(true); // a long model name wraps above a small map rather than being cut
        title.setAlignment(Pos.CENTER);
        title.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        title.maxWidthProperty().bind(grid.widthProperty());
        getChildren().addAll(title, grid, legend);
        setPadding(new Insets(4));
        setMaxWidth(USE_PREF_SIZE);
    }

    /** The side of a square in pixels: the map is about 8.3 times as wide. */
    void setCellSize(double size) {
        if (size == cell) {
            return;
        }
        cell = size;
        for (int sq = 0; sq < 64; sq++) {
            rects[sq].setWidth(size);
            rects[sq].setHeight(size);
            fix(squares[sq], size);
        }
        for (Label fl : fileLabels) {
            fl.setMinWidth(size);
        }
        fitFont();
    }

    private static void fix(StackPane square, double size) {
        square.setMinSize(size, size);
        square.setPrefSize(size, size);
        square.setMaxSize(size, size);
    }

    /** The largest font up to 12 px (10 px below 40 px squares) in which every value fits its square. */
    private void fitFont() {
        double widest = 0;
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        String family = texts[0].getFont().getFamily(); // the window's (style sheets set the family)
        double size = cell >= 40 ? 12 : 10;
        for (; size > 7; size -= 0.5) {
            probe.setFont(Font.font(family, size));
            widest = 0;
            for (Label t : texts) {
                probe.setText(t.getText() == null ? "" : t.getText());
                widest = Math.max(widest, probe.getLayoutBounds().getWidth());
            }
            if (widest <= cell - 5) { // a little room to spare for the label's own rounding
                break;
            }
        }
        String style = fontSize(size);
        for (Label t : texts) {
            t.setStyle(style);
        }
    }

    /**
     * The size as an inline style: a font set in code loses to the window's style sheet (its root font, 12 px,
     * is inherited), an inline style does not.
     */
    private static String fontSize(double size) {
        return String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", size);
    }

    /** Shows values (already in the unit to display) with a colour scale saturating at +-limit. */
    void show(String heading, double[] values, double limit, String unit) {
        title.setText(heading);
        for (int sq = 0; sq < 64; sq++) {
            int rgb = ColourScale.rgb(values[sq], limit);
            rects[sq].setFill(colour(values[sq], limit));
            int text = ColourScale.textOn(rgb);
            texts[sq].setTextFill(text == 0 ? Color.BLACK : Color.WHITE);
            String v = format(values[sq]);
            texts[sq].setText(v);
            tips[sq].setText(Square.name(sq) + ": " + v + " " + unit);
        }
        scale.setText(format(-limit) + " \u2026 0 \u2026 " + format(limit) + " " + unit);
        fitFont();
    }

    /** Outlines one square (the one whose formula is shown); -1 for none. */
    void highlight(int square) {
        for (int sq = 0; sq < 64; sq++) {
            rects[sq].setStroke(sq == square ? Color.web("#ff9f00") : null); // amber reads on blue, red and white
            rects[sq].setStrokeWidth(sq == square ? 3.5 : 0);
            rects[sq].setStrokeType(javafx.scene.shape.StrokeType.INSIDE);
        }
    }

    private static Color colour(double value, double limit) {
        int rgb = ColourScale.rgb(value, limit);
        return Color.rgb(rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff);
    }

    static String format(double v) {
        if (v == Math.rint(v)) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.0f" : "%.1f", v);
    }

    double cellSize() {
        return cell;
    }
}
