package evalbench.studies.report;

import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import java.util.Locale;

/**
 * A small board diagram as inline SVG, drawn here (no image files): the squares, the men as chess glyphs, file and
 * rank letters, the side to move, and two sets of marked squares — A's in the square's upper-left half (blue), B's in
 * its lower-right half (orange), as the window marks a term's squares.
 */
public final class BoardSvg {
    private static final String LIGHT = "#f0d9b5";
    private static final String DARK = "#b58863";
    private static final String MARK_A = "rgba(40,110,220,0.55)";
    private static final String MARK_B = "rgba(240,130,20,0.55)";
    /** White's glyphs K Q R B N P, then Black's. */
    private static final String GLYPHS = "\u2654\u2655\u2656\u2657\u2658\u2659\u265A\u265B\u265C\u265D\u265E\u265F";

    private BoardSvg() {
    }

    /** The diagram of {@code fen} with {@code cell}-pixel squares; {@code marksA}/{@code marksB} are square sets. */
    public static String svg(String fen, long marksA, long marksB, int cell) {
        Position p = Position.fromFen(fen);
        int margin = cell / 2;
        int size = 8 * cell + margin;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" role=\"img\"><title>%s</title>", size, size + margin / 2, size,
                size + margin / 2, escape(fen)));
        for (int sq = 0; sq < 64; sq++) {
            int x = margin + Square.file(sq) * cell;
            int y = (7 - Square.rank(sq)) * cell;
            boolean light = (Square.file(sq) + Square.rank(sq)) % 2 == 1;
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", x, y,
                    cell, cell, light ? LIGHT : DARK));
            if ((marksA >>> sq & 1) != 0) {
                sb.append(String.format(Locale.ROOT, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"%s\"/>", x, y,
                        x + cell, y, x, y + cell, MARK_A));
            }
            if ((marksB >>> sq & 1) != 0) {
                sb.append(String.format(Locale.ROOT, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"%s\"/>", x + cell, y,
                        x + cell, y + cell, x, y + cell, MARK_B));
            }
            int man = p.pieceAt(sq);
            if (man != Piece.NONE) {
                int index = (PieceType.KING - Piece.type(man)) + (Piece.colour(man) == 0 ? 0 : 6);
                sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\""
                        + " font-family=\"DejaVu Sans, Segoe UI Symbol, sans-serif\">%s</text>", x + cell / 2,
                        y + cell * 4 / 5, cell * 4 / 5, GLYPHS.charAt(index)));
            }
        }
        for (int i = 0; i < 8; i++) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\">%c</text>",
                    margin + i * cell + cell / 2, 8 * cell + margin * 3 / 4, margin * 3 / 5, (char) ('a' + i)));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\">%d</text>",
                    margin / 2, (7 - i) * cell + cell * 3 / 5, margin * 3 / 5, i + 1));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\">%s to move</text>", margin,
                size + margin / 3, margin * 3 / 5, p.sideToMove() == 0 ? "White" : "Black"));
        return sb.append("</svg>").toString();
    }

    /** Square names ("c2 c3 c5") as a square set. */
    public static long squares(String names) {
        long set = 0;
        if (names != null) {
            for (String n : names.trim().split("\\s+")) {
                if (n.length() == 2) {
                    set |= 1L << Square.parse(n);
                }
            }
        }
        return set;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
