package evalbench.app.gui;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.chart.Chart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.text.Text;

/**
 * What a user sees of a part of the window, checked as a researcher would read it (test helper, used by every
 * tab's layout test):
 * <ul>
 * <li><b>elided</b>: a label, button, column header or table cell that shows less than its text (JavaFX writes
 * "..." in place of what does not fit). A cell of a name column (style class {@code name-column}: the column
 * that takes what is left of a table's width) may be cut, but then it must carry the whole text as a tooltip;
 * </li>
 * <li><b>outside</b>: a chart, a heatmap, a canvas (board, graph), a column header or any text that lies outside
 * the visible area sideways (beyond the window or a clipping pane: it would need a sideways scroll), or above
 * or below it where nothing scrolls vertically. Below the fold of a pane that scrolls vertically is allowed, as
 * long as the node is no taller than that pane, so one vertical scroll shows it whole; a list laid out sideways
 * (the board's move list, which keeps the board's move in view) may scroll sideways;</li>
 * <li><b>empty state</b>: a table without a placeholder of ours (JavaFX's "No content in table" / "No columns in
 * table") or an empty chart without a title saying why.</li>
 * </ul>
 */
final class LayoutCheck {
    /** Sub-pixel layout rounding. */
    private static final double SLACK = 1.0;
    /** Style class of a heatmap (the PST tab's maps). */
    static final String MAP_CLASS = "heatmap";
    /** Style class of a table column whose cells may be cut if they carry a tooltip. */
    static final String NAME_COLUMN = ColumnFit.NAME_COLUMN;

    private LayoutCheck() {
    }

    /** Every problem found under the given roots, one line each (FX thread). */
    static List<String> problems(Node... roots) {
        List<String> found = new ArrayList<>();
        for (Node root : roots) {
            walk(root, found);
        }
        return found;
    }

    private static void walk(Node node, List<String> found) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof Labeled labeled) {
            checkText(labeled, found);
        }
        checkEmptyState(node, found);
        if (node instanceof Labeled labeled && shown(labeled) != null && !shown(labeled).isEmpty()
                || node instanceof Chart || node instanceof Canvas || node instanceof TableColumnHeader
                || node.getStyleClass().contains(MAP_CLASS)) {
            checkInside(node, found);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                walk(child, found);
            }
        }
    }

    /** An empty table or chart says in our words what to do ("No content in table" is JavaFX's, not ours). */
    private static void checkEmptyState(Node node, List<String> found) {
        if (node instanceof TableView<?> t && t.getPlaceholder() == null
                || node instanceof TreeTableView<?> tt && tt.getPlaceholder() == null) {
            found.add("a table with JavaFX's own empty text: " + describe(node));
        }
        if (node instanceof XYChart<?, ?> chart && chart.getData().isEmpty()
                && (chart.getTitle() == null || chart.getTitle().isBlank())) {
            found.add("an empty chart that does not say why: " + describe(node));
        }
    }

    /** The text a labeled control draws now (null if it draws none). */
    private static String shown(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text t && child.isVisible()) {
                return t.getText();
            }
        }
        return null;
    }

    private static void checkText(Labeled labeled, List<String> found) {
        String full = labeled.getText();
        String shown = shown(labeled);
        if (full == null || full.isEmpty() || shown == null || labeled instanceof IndexedCell<?> c && c.isEmpty()) {
            return;
        }
        if (labeled.isMnemonicParsing()) { // the control draws "_X" as X underlined
            full = full.replace("_", "");
            shown = shown.replace("_", "");
        }
        if (shown.equals(full)) {
            return;
        }
        if (inNameColumn(labeled)) {
            var tip = labeled.getTooltip();
            if (tip == null || tip.getText() == null || !tip.getText().contains(full)) {
                found.add("name cell cut without a tooltip of its whole text: '" + shown + "' of '" + full + "'");
            }
            return;
        }
        found.add("elided: " + describe(labeled) + " shows '" + shown + "' of '" + full + "' (width "
                + Math.round(labeled.getWidth()) + ")");
    }

    private static boolean inNameColumn(Labeled labeled) {
        TableColumnBase<?, ?> column = labeled instanceof TableCell<?, ?> c ? c.getTableColumn()
                : labeled instanceof TreeTableCell<?, ?> c ? c.getTableColumn() : null;
        return column != null && column.getStyleClass().contains(NAME_COLUMN);
    }

    /** The node must lie inside every clip of its ancestors and the window (see the class comment). */
    private static void checkInside(Node node, List<String> found) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        if (b.getWidth() <= 0 || b.getHeight() <= 0) {
            return;
        }
        Node scroller = verticalScroller(node);
        boolean vertically = scroller == null; // below the fold of a vertically scrolling pane is allowed
        boolean sideways = !inSidewaysList(node);
        Bounds window = new BoundingBox(0, 0, node.getScene().getWidth(), node.getScene().getHeight());
        if (!inside(b, window, sideways, vertically)) {
            found.add("outside the window " + box(window) + ": " + describe(node) + " at " + box(b));
            return;
        }
        for (Node p = node.getParent(); p != null; p = p.getParent()) {
            if (p.getClip() != null) {
                Bounds clip = p.localToScene(p.getClip().getBoundsInParent());
                if (!inside(b, clip, sideways, vertically)) {
                    found.add("outside its pane " + box(clip) + ": " + describe(node) + " at " + box(b)
                            + (inside(b, clip, false, true) ? " (needs a sideways scroll)" : ""));
                    return;
                }
            }
        }
        if (scroller != null) {
            Bounds pane = scroller.localToScene(scroller.getLayoutBounds());
            if (!inside(pane, window, false, true)) {
                found.add("its scrolling pane runs off the window " + box(pane) + ": " + describe(node));
            } else if (!(node instanceof Labeled) && b.getHeight() > viewportHeight(scroller) + SLACK) {
                found.add("taller than its scrolling pane (" + Math.round(viewportHeight(scroller)) + "): "
                        + describe(node));
            }
        }
    }

    private static double viewportHeight(Node scroller) {
        return scroller instanceof ScrollPane sp ? sp.getViewportBounds().getHeight()
                : scroller.getLayoutBounds().getHeight();
    }

    /** True inside a list whose cells are laid out sideways (it scrolls sideways by design). */
    private static boolean inSidewaysList(Node node) {
        for (Node p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof VirtualFlow<?> flow && !flow.isVertical()) {
                return true;
            }
        }
        return false;
    }

    /** The nearest ancestor that scrolls its content vertically (a scroll pane or a table's rows), or null. */
    private static Node verticalScroller(Node node) {
        for (Node p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof VirtualFlow<?> flow && flow.isVertical() || p instanceof ScrollPane sp
                    && sp.getVbarPolicy() != ScrollPane.ScrollBarPolicy.NEVER) {
                return p;
            }
        }
        return null;
    }

    private static boolean inside(Bounds b, Bounds area, boolean horizontally, boolean vertically) {
        return (!horizontally || b.getMinX() >= area.getMinX() - SLACK && b.getMaxX() <= area.getMaxX() + SLACK)
                && (!vertically || b.getMinY() >= area.getMinY() - SLACK && b.getMaxY() <= area.getMaxY() + SLACK);
    }

    private static String box(Bounds b) {
        return String.format(java.util.Locale.ROOT, "[x %.0f-%.0f, y %.0f-%.0f]", b.getMinX(), b.getMaxX(),
                b.getMinY(), b.getMaxY());
    }

    /** The node's kind, id or text, and the ids of its nearest named ancestors (to find it in the code). */
    private static String describe(Node node) {
        StringBuilder sb = new StringBuilder(node.getClass().getSimpleName());
        if (node.getId() != null) {
            sb.append('#').append(node.getId());
        }
        if (node instanceof Labeled l && l.getText() != null) {
            sb.append(" '").append(l.getText().length() > 60 ? l.getText().substring(0, 60) + "…" : l.getText())
                    .append('\'');
        }
        if (node instanceof TableColumnHeader h && h.getTableColumn() != null) {
            sb.append(" of column '").append(h.getTableColumn().getText()).append("' (width ")
                    .append(Math.round(h.getTableColumn().getWidth())).append(')');
        } else if (node instanceof TableColumnHeader) { // the header row: every column's width, to see why
            for (Node p = node.getParent(); p != null; p = p.getParent()) {
                if (p instanceof TableView<?> t) {
                    sb.append(" (table ").append(Math.round(t.getWidth())).append(':');
                    t.getVisibleLeafColumns().forEach(c -> sb.append(' ').append(c.getText().replace("\n", " "))
                            .append('=').append(Math.round(c.getWidth())));
                    sb.append(')');
                    break;
                }
            }
        }
        if (node instanceof TableCell<?, ?> c && c.getTableColumn() != null) {
            sb.append(" in column '").append(c.getTableColumn().getText()).append('\'');
        }
        if (node instanceof TreeTableCell<?, ?> c && c.getTableColumn() != null) {
            sb.append(" in column '").append(c.getTableColumn().getText()).append('\'');
        }
        if (node instanceof Chart chart && chart.getTitle() != null) {
            sb.append(" '").append(chart.getTitle()).append('\'');
        }
        int named = 0;
        for (Node p = node.getParent(); p != null && named < 2; p = p.getParent()) {
            if (p.getId() != null) {
                sb.append(named == 0 ? " in #" : " < #").append(p.getId());
                named++;
            }
        }
        return sb.toString();
    }
}
