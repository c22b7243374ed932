package evalbench.app.gui.board;

import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ChoiceDialog;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The chess board: squares, coordinates, pieces, legal-move hints and the squares of the selected term, drawn
 * on a canvas at whatever size the layout gives it. Moves are made by drag-and-drop or by clicking the piece
 * and then the target; a legal move goes to {@code onMove}.
 */
public final class BoardCanvas extends Region {
    public static final Color A_MARK = Color.rgb(30, 110, 230, 0.55);
    public static final Color B_MARK = Color.rgb(235, 120, 0, 0.60);
    private static final Color LIGHT = Color.rgb(240, 217, 181);
    private static final Color DARK = Color.rgb(181, 136, 99);
    private static final Color SELECTED = Color.rgb(20, 160, 60, 0.45);
    private static final Color HINT = Color.rgb(20, 90, 30, 0.55);
    private static final Color LAST_MOVE = Color.rgb(230, 220, 60, 0.45);

    private final Canvas canvas = new Canvas();
    private final BooleanProperty flipped = new SimpleBooleanProperty(this, "flipped", false);
    private Position position = Position.start();
    private int[] legal = MoveGenerator.legalMoves(position);
    private long aSquares;
    private long bSquares;
    private int selected = Square.NONE;
    private boolean dragging;
    private double dragX;
    private double dragY;
    private final IntConsumer onMove;

    public BoardCanvas(IntConsumer onMove) {
        this.onMove = onMove;
        getChildren().add(canvas);
        setMinSize(160, 160);
        setPrefSize(520, 520);
        flipped.addListener((o, a, b) -> draw());
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        setId("board");
        setFocusTraversable(true);
    }

    public BooleanProperty flippedProperty() {
        return flipped;
    }

    public void setPosition(Position p) {
        position = p;
        legal = MoveGenerator.legalMoves(p);
        selected = Square.NONE;
        dragging = false;
        draw();
    }

    /** Squares of the selected term in each model (bitboards); 0 = none. */
    public void setTermSquares(long a, long b) {
        aSquares = a;
        bSquares = b;
        draw();
    }

    public long aSquares() {
        return aSquares;
    }

    public long bSquares() {
        return bSquares;
    }

    @Override
    protected void layoutChildren() {
        double side = Math.floor(Math.min(getWidth(), getHeight()));
        canvas.setWidth(side);
        canvas.setHeight(side);
        canvas.relocate(Math.floor((getWidth() - side) / 2), Math.floor((getHeight() - side) / 2));
        draw();
    }

    private double margin() {
        return Math.max(14, canvas.getWidth() * 0.04);
    }

    private double squareSize() {
        return (canvas.getWidth() - margin()) / 8;
    }

    /** Canvas x of the left edge of a file, after flipping. */
    private double fileX(int file) {
        int column = flipped.get() ? 7 - file : file;
        return margin() + column * squareSize();
    }

    private double rankY(int rank) {
        int row = flipped.get() ? rank : 7 - rank;
        return row * squareSize();
    }

    /** The square under a canvas point, or NONE. */
    public int squareAt(double x, double y) {
        double s = squareSize();
        int column = (int) Math.floor((x - margin()) / s);
        int row = (int) Math.floor(y / s);
        if (column < 0 || column > 7 || row < 0 || row > 7) {
            return Square.NONE;
        }
        int file = flipped.get() ? 7 - column : column;
        int rank = flipped.get() ? row : 7 - row;
        return Square.of(file, rank);
    }

    /** Centre of a square in this region's coordinates (for tests and tools that click squares). */
    public javafx.geometry.Point2D centreOf(int square) {
        double s = squareSize();
        return new javafx.geometry.Point2D(canvas.getLayoutX() + fileX(Square.file(square)) + s / 2,
                canvas.getLayoutY() + rankY(Square.rank(square)) + s / 2);
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double s = squareSize();
        double m = margin();
        g.clearRect(0, 0, w, w);
        int last = position.historySize() > 0 ? position.lastMove() : Move.NONE;
        for (int sq = 0; sq < 64; sq++) {
            double x = fileX(Square.file(sq));
            double y = rankY(Square.rank(sq));
            boolean light = (Square.file(sq) + Square.rank(sq)) % 2 == 1;
            g.setFill(light ? LIGHT : DARK);
            g.fillRect(x, y, s, s);
            if (last != Move.NONE && (Move.from(last) == sq || Move.to(last) == sq)) {
                g.setFill(LAST_MOVE);
                g.fillRect(x, y, s, s);
            }
            if (sq == selected) {
                g.setFill(SELECTED);
                g.fillRect(x, y, s, s);
            }
            markTerm(g, sq, x, y, s);
        }
        for (int sq = 0; sq < 64; sq++) {
            int piece = position.pieceAt(sq);
            if (piece != Piece.NONE && !(dragging && sq == selected)) {
                PieceGlyphs.draw(g, piece, fileX(Square.file(sq)) + s / 2, rankY(Square.rank(sq)) + s / 2, s);
            }
        }
        if (selected != Square.NONE) {
            g.setFill(HINT);
            for (int move : legal) {
                if (Move.from(move) == selected) {
                    int to = Move.to(move);
                    double cx = fileX(Square.file(to)) + s / 2;
                    double cy = rankY(Square.rank(to)) + s / 2;
                    double r = position.pieceAt(to) == Piece.NONE ? s * 0.14 : s * 0.42;
                    if (position.pieceAt(to) == Piece.NONE) {
                        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
                    } else {
                        g.setStroke(HINT);
                        g.setLineWidth(Math.max(2, s * 0.07));
                        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
                    }
                }
            }
        }
        if (dragging && selected != Square.NONE) {
            PieceGlyphs.draw(g, position.pieceAt(selected), dragX, dragY, s);
        }
        drawCoordinates(g, s, m);
    }

    /** Model A's squares in the upper-left triangle, B's in the lower-right one: both visible at once. */
    private void markTerm(GraphicsContext g, int sq, double x, double y, double s) {
        long bit = 1L << sq;
        if ((aSquares & bit) != 0) {
            g.setFill(A_MARK);
            g.fillPolygon(new double[] {x, x + s, x}, new double[] {y, y, y + s}, 3);
        }
        if ((bSquares & bit) != 0) {
            g.setFill(B_MARK);
            g.fillPolygon(new double[] {x + s, x + s, x}, new double[] {y, y + s, y + s}, 3);
        }
    }

    private void drawCoordinates(GraphicsContext g, double s, double m) {
        g.setFill(Color.rgb(135, 135, 135));
        g.setFont(Font.font("DejaVu Sans", Math.max(10, m * 0.62)));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int i = 0; i < 8; i++) {
            g.fillText(String.valueOf((char) ('a' + i)), fileX(i) + s / 2, 8 * s + m / 2);
            g.fillText(String.valueOf(i + 1), m / 2, rankY(i) + s / 2);
        }
    }

    private boolean movable(int sq) {
        int piece = sq == Square.NONE ? Piece.NONE : position.pieceAt(sq);
        return piece != Piece.NONE && Piece.colour(piece) == position.sideToMove();
    }

    private void pressed(MouseEvent e) {
        requestFocus();
        int sq = squareAt(e.getX(), e.getY());
        if (selected != Square.NONE && sq != selected && !candidates(selected, sq).isEmpty()) {
            finish(selected, sq);
            return;
        }
        if (movable(sq)) {
            selected = sq;
            dragging = true;
            dragX = e.getX();
            dragY = e.getY();
        } else {
            selected = Square.NONE;
        }
        draw();
    }

    private void dragged(MouseEvent e) {
        if (dragging) {
            dragX = e.getX();
            dragY = e.getY();
            draw();
        }
    }

    private void released(MouseEvent e) {
        if (!dragging) {
            return;
        }
        dragging = false;
        int sq = squareAt(e.getX(), e.getY());
        if (sq != Square.NONE && sq != selected && !candidates(selected, sq).isEmpty()) {
            finish(selected, sq);
            return;
        }
        if (sq != selected) {
            selected = Square.NONE;
        }
        draw();
    }

    private List<Integer> candidates(int from, int to) {
        List<Integer> list = new ArrayList<>();
        for (int move : legal) {
            if (Move.from(move) == from && Move.to(move) == to) {
                list.add(move);
            }
        }
        return list;
    }

    private void finish(int from, int to) {
        List<Integer> moves = candidates(from, to);
        int move = moves.get(0);
        if (moves.size() > 1) {
            move = choosePromotion(moves);
        }
        selected = Square.NONE;
        dragging = false;
        if (move != Move.NONE) {
            onMove.accept(move);
        } else {
            draw();
        }
    }

    private int choosePromotion(List<Integer> moves) {
        List<String> names = List.of("Queen", "Rook", "Bishop", "Knight");
        int[] types = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};
        ChoiceDialog<String> dialog = new ChoiceDialog<>("Queen", names);
        dialog.setTitle("Promotion");
        dialog.setHeaderText("Promote the pawn to");
        if (getScene() != null) {
            dialog.initOwner(getScene().getWindow());
        }
        String choice = dialog.showAndWait().orElse(null);
        if (choice == null) {
            return Move.NONE;
        }
        int type = types[names.indexOf(choice)];
        for (int m : moves) {
            if (Move.promotionType(m) == type) {
                return m;
            }
        }
        return Move.NONE;
    }

    /** The colour at the bottom of the board. */
    public int bottomColour() {
        return flipped.get() ? Colour.BLACK : Colour.WHITE;
    }
}
