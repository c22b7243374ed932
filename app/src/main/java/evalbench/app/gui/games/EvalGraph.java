package evalbench.app.gui.games;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.IntConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The evaluation of a whole game per ply, one line per model (centipawns, White's view, clipped at ±{@link #CLIP}),
 * optionally the searched scores as dashed lines, and a marker at the board's ply. Clicking picks a ply.
 */
public final class EvalGraph extends Region {
    public static final int CLIP = 600;
    /** Model A's line (blue, as its squares on the board) and model B's (orange). */
    public static final Color MODEL_A = Color.rgb(30, 110, 230);
    public static final Color MODEL_B = Color.rgb(225, 110, 0);
    private static final double LEFT = 52;
    private static final double RIGHT = 12;
    private static final double TOP = 10;
    private static final double BOTTOM = 26;

    private final Canvas canvas = new Canvas();
    private double[][] staticScores = new double[2][0];
    private double[][] searchScores = new double[2][0];
    private int ply;
    // A canvas's drawing commands are rendered (in software, without a GPU) even while the canvas is hidden: while
    // the graph is not shown a change only marks it stale, and it is drawn once when shown again.
    private final BooleanProperty showing = new SimpleBooleanProperty(this, "showing", true);
    private boolean stale;
    private long draws;

    public EvalGraph(IntConsumer onPick) {
        getChildren().add(canvas);
        setMinHeight(160);
        setPrefHeight(260);
        setId("evalGraph");
        showing.addListener((o, was, now) -> {
            if (now && stale) {
                draw();
            }
        });
        canvas.setOnMouseClicked(e -> {
            int n = plies();
            if (n > 0) {
                onPick.accept(plyAt(e.getX()));
            }
        });
    }

    /** The ply nearest to canvas x (also used by tests to find where to click). */
    public int plyAt(double x) {
        int n = plies();
        double w = canvas.getWidth() - LEFT - RIGHT;
        return (int) Math.max(0, Math.min(n - 1, Math.round((x - LEFT) / w * Math.max(1, n - 1))));
    }

    /** Canvas x of a ply. */
    public double xOf(int p) {
        int n = plies();
        double w = canvas.getWidth() - LEFT - RIGHT;
        return LEFT + w * p / Math.max(1, n - 1);
    }

    /** Whether the graph is in front (set by the window from its tab); while false it is not drawn. */
    public BooleanProperty showingProperty() {
        return showing;
    }

    /** How many times the canvas has been drawn (tests: a hidden graph is not). */
    public long draws() {
        return draws;
    }

    public Canvas canvas() {
        return canvas;
    }

    private int plies() {
        return Math.max(staticScores[0].length, staticScores[1].length);
    }

    /** Static scores per ply (index 0 = start position), [model][ply]; NaN = not computed yet. */
    public void setStaticScores(double[][] scores) {
        staticScores = scores;
        draw();
    }

    /** Searched scores per ply, White's view, [model][ply]; NaN = not searched (yet). */
    public void setSearchScores(double[][] scores) {
        searchScores = scores;
        draw();
    }

    public double[][] staticScores() {
        return staticScores;
    }

    public double[][] searchScores() {
        return searchScores;
    }

    public void setPly(int value) {
        ply = value;
        draw();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(Math.floor(getWidth()));
        canvas.setHeight(Math.floor(getHeight()));
        draw();
    }

    private double yOf(double cp) {
        double h = canvas.getHeight() - TOP - BOTTOM;
        double c = Math.max(-CLIP, Math.min(CLIP, cp));
        return TOP + h / 2 - c / CLIP * h / 2;
    }

    private void draw() {
        if (!showing.get()) {
            stale = true;
            return;
        }
        stale = false;
        draws++;
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        g.setFill(Color.rgb(250, 250, 250));
        g.fillRect(LEFT, TOP, w - LEFT - RIGHT, h - TOP - BOTTOM);
        g.setFont(Font.font("DejaVu Sans", 11));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setLineWidth(1);
        for (int cp = -CLIP; cp <= CLIP; cp += 200) {
            double y = Math.round(yOf(cp)) + 0.5;
            g.setStroke(cp == 0 ? Color.rgb(120, 120, 120) : Color.rgb(220, 220, 220));
            g.strokeLine(LEFT, y, w - RIGHT, y);
            g.setFill(Color.rgb(80, 80, 80));
            g.fillText(String.format(Locale.ROOT, "%+d", cp), LEFT - 6, y);
        }
        int n = plies();
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        if (n > 1) {
            int step = Math.max(1, (int) Math.ceil((n - 1) / 12.0 / 10) * 10);
            for (int p = 0; p < n; p += step) {
                g.fillText(Integer.toString(p), xOf(p), h - BOTTOM + 6);
            }
        }
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText("cp, White's view (clipped at ±" + CLIP + "); x = ply", LEFT + 6, TOP + 2);
        if (n == 0) {
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.setFont(Font.font("DejaVu Sans", 14));
            g.fillText("Open a PGN file (Open PGN… or Ctrl+O) and pick a game: its evaluation per ply shows here",
                    LEFT + (w - LEFT - RIGHT) / 2, TOP + (h - TOP - BOTTOM) / 2 - 20);
            return;
        }
        line(g, staticScores[0], MODEL_A, false);
        line(g, staticScores[1], MODEL_B, false);
        line(g, searchScores[0], MODEL_A, true);
        line(g, searchScores[1], MODEL_B, true);
        double x = Math.round(xOf(Math.min(ply, n - 1))) + 0.5;
        g.setStroke(Color.rgb(40, 160, 60));
        g.setLineWidth(2);
        g.strokeLine(x, TOP, x, h - BOTTOM);
    }

    private void line(GraphicsContext g, double[] v, Color colour, boolean dashed) {
        g.setStroke(colour);
        g.setLineWidth(dashed ? 1.5 : 2);
        g.setLineDashes(dashed ? new double[] {5, 4} : null);
        boolean open = false;
        g.beginPath();
        for (int p = 0; p < v.length; p++) {
            if (Double.isNaN(v[p])) {
                open = false;
                continue;
            }
            if (!open) {
                g.moveTo(xOf(p), yOf(v[p]));
                open = true;
            } else {
                g.lineTo(xOf(p), yOf(v[p]));
            }
        }
        g.stroke();
        g.setLineDashes(null);
    }

    static double[][] empty(int plies) {
        double[][] a = new double[2][plies];
        Arrays.fill(a[0], Double.NaN);
        Arrays.fill(a[1], Double.NaN);
        return a;
    }
}
