package evalbench.app.gui;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Column widths that keep every figure legible at a laptop's size: a figure column is exactly as wide as its
 * widest text — its header, every row's cell and a template of the widest value it may show — measured in the
 * font the table draws it in (read from its header once it is shown; the window's, workbench.css's DejaVu Sans
 * 12 px, before; figures of style class {@code numeric} in DejaVu Sans Mono; headers bold), so no figure and no
 * header is ever cut. A table's one name column takes what is left (the table's constrained resize policy gives
 * it the rest) and carries its whole text as a tooltip where it is cut. {@link #fit()} measures again, e.g. when
 * the rows change (a text measured before is not measured again, and the resize policy runs again only when a width
 * changed); group headers over figure columns widen their last column where their own title needs it.
 *
 * @param <S> the row type whose texts the figure columns show
 */
public final class ColumnFit<S> {
    /** Style class of the column that takes what is left of a table's width (its cells may be cut, with a tooltip). */
    public static final String NAME_COLUMN = "name-column";
    /** The window's fonts (workbench.css), used until the table is shown and its own can be read. */
    private static final String FAMILY = "DejaVu Sans";
    private static final String MONO_FAMILY = "DejaVu Sans Mono";
    private static final double SIZE = 12;
    /** A cell's padding and grid line (modena: 0.17 em each side), with a pixel to spare for rounding. */
    private static final double CELL_PADDING = 10;
    /** A header label's padding (modena: 0.33 em each side) and room for the sort arrow of a sorted column. */
    private static final double HEADER_PADDING = 14;
    private static final double SORT_ARROW = 16;
    /** A name column is never narrower than this, so some of each name shows. */
    private static final double NAME_MIN = 90;
    /** Texts whose widths are kept per font; past this the map is emptied (a long game's figures stay far below). */
    private static final int MEASURED_MAX = 4096;

    /** One figure column: how it shows a row, the widest value it may show, its font. */
    private record Figure<S>(TableColumnBase<?, ?> column, Function<S, String> text, String template, boolean mono) {
    }

    private final Supplier<? extends Collection<? extends S>> rows;
    private final List<Figure<S>> figures = new ArrayList<>();
    private final List<TableColumnBase<?, ?>> names = new ArrayList<>();
    private boolean boldRows;
    /** The family and size the table's text is drawn in: its header's, once shown (CSS applied), else the window's. */
    private String family = FAMILY;
    private double size = SIZE;
    private boolean waitingForSkin;
    /**
     * Widths of texts already measured in the current text font and in the figures' font (one pair of maps per
     * table: figures repeat from row to row and from one position to the next).
     */
    private final Map<String, Double> measured = new HashMap<>();
    private final Map<String, Double> measuredMono = new HashMap<>();
    /** Whether the last fit changed a width (only then is the resize policy run again). */
    private boolean changed;

    /** Figure columns over {@code rows} (a table's items, or every item of a tree). */
    public ColumnFit(Supplier<? extends Collection<? extends S>> rows) {
        this.rows = rows;
    }

    /** A figure column drawn in the text font. */
    public ColumnFit<S> text(TableColumnBase<?, ?> column, Function<S, String> text) {
        return figure(column, text, "", false);
    }

    /**
     * A figure column: {@code template} is the widest text it may show in any row (e.g. "-0000.00"), so the
     * column keeps its width while its figures change; {@code mono} if its cells are drawn in the figures' font.
     */
    public ColumnFit<S> figure(TableColumnBase<?, ?> column, Function<S, String> text, String template, boolean mono) {
        figures.add(new Figure<>(column, text, template, mono));
        return this;
    }

    /** Measures figure rows in bold too (tables whose group, sum or total rows are bold). */
    public ColumnFit<S> boldRows() {
        boldRows = true;
        return this;
    }

    /** The column that takes what is left: never narrower than its header, its cut names shown as tooltips. */
    public ColumnFit<S> name(TableColumnBase<?, ?> column) {
        column.getStyleClass().add(NAME_COLUMN);
        names.add(column);
        return this;
    }

    /**
     * A column that takes what is left like a name column, for cells that wrap their text (never cut): no
     * tooltip needed.
     */
    public ColumnFit<S> fill(TableColumnBase<?, ?> column) {
        names.add(column);
        return this;
    }

    /** Sets every figure column's width to its widest text now, and the name columns' least widths. */
    public void fit() {
        readFont();
        changed = false;
        Collection<? extends S> items = rows.get();
        Set<TableColumnBase<?, ?>> groups = new LinkedHashSet<>();
        // every width worked out before one is set, so a column a group title widens is not narrowed and widened
        // again at each fit (that would count as a change and run the resize policy every time)
        Map<TableColumnBase<?, ?>, Double> widths = new LinkedHashMap<>();
        List<String> texts = new ArrayList<>();
        for (Figure<S> f : figures) {
            texts.clear();
            texts.add(f.template());
            for (S row : items) {
                String t = row == null ? null : f.text().apply(row);
                if (t != null && !t.isEmpty()) {
                    texts.add(t);
                }
            }
            double widest = Math.max(headerWidth(f.column()), widestOf(texts, f.mono()) + CELL_PADDING);
            widths.put(f.column(), Math.ceil(widest));
            if (f.column().getParentColumn() != null) {
                groups.add(f.column().getParentColumn());
            }
        }
        for (TableColumnBase<?, ?> group : groups) {
            double have = 0;
            for (TableColumnBase<?, ?> c : group.getColumns()) {
                have += widths.getOrDefault(c, c.getPrefWidth());
            }
            double missing = headerWidth(group) - have;
            if (missing > 0) { // a group title wider than its columns: the last one takes the difference
                TableColumnBase<?, ?> last = group.getColumns().get(group.getColumns().size() - 1);
                widths.put(last, Math.ceil(widths.getOrDefault(last, last.getPrefWidth()) + missing));
            }
        }
        widths.forEach(this::fix);
        for (TableColumnBase<?, ?> name : names) {
            double least = Math.max(NAME_MIN, Math.ceil(headerWidth(name)));
            changed |= name.getMinWidth() != least;
            name.setMinWidth(least);
            name.setMaxWidth(Double.MAX_VALUE);
        }
        if (changed) {
            shareTheRest();
        }
    }

    /**
     * The widest of the texts in the column's font. Every distinct text is measured, once: a short text can be
     * wider than a long one ("WW" against "iiii" in DejaVu Sans), and the breakdown, which refits at every position
     * shown, mostly repeats figures it has measured before (widths are kept by font and text).
     */
    private double widestOf(List<String> texts, boolean mono) {
        Map<String, Double> widths = mono ? measuredMono : measured;
        double widest = 0;
        for (String t : texts) {
            widest = Math.max(widest, widths.computeIfAbsent(t, x -> textWidth(x, mono, boldRows)));
        }
        if (widths.size() > MEASURED_MAX) { // bounded; measured again when next seen
            widths.clear();
        }
        return widest;
    }

    /**
     * Runs the table's resize policy again: a constrained policy gives the name column what the figure columns
     * leave only when the table's width changes, not when a column's width does (measured: JavaFX 21 left a table
     * 20 px too wide after one column grew).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void shareTheRest() {
        javafx.scene.control.Control control = table();
        if (control == null || control.getSkin() == null) {
            return; // the policy runs when the table is first laid out
        }
        if (control instanceof javafx.scene.control.TableView table) {
            table.getColumnResizePolicy().call(new javafx.scene.control.TableView.ResizeFeatures(table, null, 0.0));
        } else if (control instanceof javafx.scene.control.TreeTableView table) {
            table.getColumnResizePolicy().call(new javafx.scene.control.TreeTableView.ResizeFeatures(table, null, 0.0));
        }
    }

    /** The table (or tree table) the columns belong to, once they are in one. */
    private javafx.scene.control.Control table() {
        List<TableColumnBase<?, ?>> all = new ArrayList<>(names);
        figures.forEach(f -> all.add(f.column()));
        for (TableColumnBase<?, ?> column : all) {
            if (column instanceof TableColumn<?, ?> c && c.getTableView() != null) {
                return c.getTableView();
            }
            if (column instanceof TreeTableColumn<?, ?> c && c.getTreeTableView() != null) {
                return c.getTreeTableView();
            }
        }
        return null;
    }

    private void fix(TableColumnBase<?, ?> column, double width) {
        changed |= column.getPrefWidth() != width || column.getMinWidth() != width || column.getMaxWidth() != width;
        column.setMinWidth(width);
        column.setMaxWidth(width);
        column.setPrefWidth(width);
    }

    private void readFont() {
        javafx.scene.control.Control table = table();
        if (table != null && table.getSkin() == null && !waitingForSkin) {
            // not shown yet: fit again once it is, in the font its style sheets give it
            waitingForSkin = true;
            table.skinProperty().addListener(new javafx.beans.InvalidationListener() {
                @Override
                public void invalidated(javafx.beans.Observable o) {
                    table.skinProperty().removeListener(this);
                    javafx.application.Platform.runLater(ColumnFit.this::fit);
                }
            });
        }
        if (table != null && table.getSkin() != null
                && table.lookup(".column-header .label") instanceof javafx.scene.control.Labeled header
                && (!header.getFont().getFamily().equals(family) || header.getFont().getSize() != size)) {
            family = header.getFont().getFamily();
            size = header.getFont().getSize();
            measured.clear();
            measuredMono.clear();
        }
    }

    /** The width a column header needs: its longest line in the headers' bold font. */
    private double headerWidth(TableColumnBase<?, ?> column) {
        double widest = 0;
        String title = column.getText() == null ? "" : column.getText();
        for (String line : title.split("\n")) {
            widest = Math.max(widest, width(line, Font.font(family, FontWeight.BOLD, size)));
        }
        return widest + HEADER_PADDING + (sorted(column) ? SORT_ARROW : 0);
    }

    /** True if the table is sorted by this column (its header then shows an arrow beside the title). */
    private static boolean sorted(TableColumnBase<?, ?> column) {
        return column instanceof TableColumn<?, ?> c && c.getTableView() != null
                && c.getTableView().getSortOrder().contains(c)
                || column instanceof TreeTableColumn<?, ?> t && t.getTreeTableView() != null
                && t.getTreeTableView().getSortOrder().contains(t);
    }

    /** Fits again whenever the user sorts the table by another column (its header needs room for the arrow). */
    public ColumnFit<S> refitOnSort(javafx.scene.control.TableView<?> table) {
        table.getSortOrder().addListener((javafx.collections.ListChangeListener<Object>) c -> fit());
        return this;
    }

    /** The width of a text's longest line in the table's font (the figures' font, DejaVu Sans Mono, if {@code mono}). */
    private double textWidth(String text, boolean mono, boolean bold) {
        double widest = 0;
        Font font = Font.font(mono ? MONO_FAMILY : family, bold ? FontWeight.BOLD : FontWeight.NORMAL, size);
        for (String line : text.split("\n")) {
            widest = Math.max(widest, width(line, font));
        }
        return widest;
    }

    private static double width(String text, Font font) {
        Text probe = new Text(text);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }

    /** Cells of a name column: the text, cut in the middle where it does not fit, whole in a tooltip. */
    public static <T> javafx.util.Callback<TableColumn<T, String>, TableCell<T, String>> nameCells() {
        return nameCells(OverrunStyle.CENTER_ELLIPSIS);
    }

    /** Cells of a name column cut as {@code overrun} says (e.g. a PV at its end: its first moves matter most). */
    public static <T> javafx.util.Callback<TableColumn<T, String>, TableCell<T, String>> nameCells(OverrunStyle overrun) {
        return column -> new TableCell<>() {
            private final Tooltip tip = new Tooltip();

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTextOverrun(overrun);
                tip.setText(item);
                setTooltip(empty || item == null || item.isEmpty() ? null : tip);
            }
        };
    }

    /**
     * Cells of a {@link #fill} column: the whole text, wrapped to the column's width (the row grows), never cut.
     */
    public static <T> javafx.util.Callback<TableColumn<T, String>, TableCell<T, String>> wrappingCells() {
        return column -> new TableCell<>() {
            private final Text shown = new Text();

            {
                shown.wrappingWidthProperty().bind(column.widthProperty().subtract(CELL_PADDING));
                shown.fontProperty().bind(fontProperty());
                shown.fillProperty().bind(textFillProperty());
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(null);
                shown.setText(empty || item == null ? "" : item);
                setGraphic(empty || item == null ? null : shown);
            }
        };
    }

    /** {@link #nameCells()} for a tree table. */
    public static <T> javafx.util.Callback<TreeTableColumn<T, String>, TreeTableCell<T, String>> treeNameCells() {
        return column -> new TreeTableCell<>() {
            private final Tooltip tip = new Tooltip();

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
                tip.setText(item);
                setTooltip(empty || item == null || item.isEmpty() ? null : tip);
            }
        };
    }
}
