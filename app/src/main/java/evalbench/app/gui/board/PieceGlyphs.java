package evalbench.app.gui.board;

import evalbench.core.Colour;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * Draws pieces with the Unicode chess glyphs of an outline font (DejaVu Sans ships them), so they are vector
 * shapes, crisp at every size. A white piece is the solid glyph filled white under the outline glyph in black.
 */
public final class PieceGlyphs {
    private static final String FAMILY = "DejaVu Sans";
    // Unicode order: king, queen, rook, bishop, knight, pawn; outline at 0x2654, solid at 0x265A.
    private static final int[] OFFSET_BY_TYPE = new int[PieceType.KING + 1];

    static {
        OFFSET_BY_TYPE[PieceType.KING] = 0;
        OFFSET_BY_TYPE[PieceType.QUEEN] = 1;
        OFFSET_BY_TYPE[PieceType.ROOK] = 2;
        OFFSET_BY_TYPE[PieceType.BISHOP] = 3;
        OFFSET_BY_TYPE[PieceType.KNIGHT] = 4;
        OFFSET_BY_TYPE[PieceType.PAWN] = 5;
    }

    private PieceGlyphs() {
    }

    /** The outline glyph of a piece type (U+2654..U+2659), also used in reports. */
    public static String outline(int type) {
        return String.valueOf((char) (0x2654 + OFFSET_BY_TYPE[type]));
    }

    /** The solid glyph of a piece type (U+265A..U+265F). */
    public static String solid(int type) {
        return String.valueOf((char) (0x265A + OFFSET_BY_TYPE[type]));
    }

    /** Draws {@code piece} centred on (cx, cy) in a square of side {@code size}. */
    public static void draw(GraphicsContext g, int piece, double cx, double cy, double size) {
        int type = Piece.type(piece);
        g.setFont(Font.font(FAMILY, size * 0.82));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        double y = cy + size * 0.04;
        if (Piece.colour(piece) == Colour.WHITE) {
            g.setFill(Color.WHITE);
            g.fillText(solid(type), cx, y);
            g.setFill(Color.BLACK);
            g.fillText(outline(type), cx, y);
        } else {
            g.setFill(Color.BLACK);
            g.fillText(solid(type), cx, y);
        }
    }
}
