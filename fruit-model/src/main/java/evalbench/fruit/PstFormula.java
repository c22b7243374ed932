package evalbench.fruit;

import evalbench.core.PieceType;
import evalbench.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Fruit 2.1's piece-square-table formula (pst.cpp) as what it is: per piece, a few 64-square shapes (the Line /
 * File / Rank arrays and the centre, back-rank, trapped-knight and long-diagonal extras), each multiplied by an
 * opening and an endgame weight, summed. {@link PieceSquareTables} builds Fruit's tables from these terms, so the
 * basis the table forensics decompose other engines' tables into is the very formula the evaluator runs.
 *
 * <p>Penalties (back rank, trapped knight) are shapes of -1 so their weights carry Fruit's parameter signs. The
 * pawns' centre bonus is one array by rank on the d and e files; each rank it touches is its own shape (only the
 * ranks with a non-zero entry), so a table with another centre shape (Rybka: d5/e5 only) still decomposes.
 */
public final class PstFormula {
    /** One shape: its name, its value on every square (White's view, a1 = 0) and how that value arises. */
    public record Column(String name, int[] values, String formula) {
        public Column {
            values = values.clone();
        }

        public int at(int square) {
            return values[square];
        }

        @Override
        public int[] values() {
            return values.clone();
        }
    }

    /** A shape with its two weights: the table gains {@code weight x shape} in each stage. */
    public record Term(Column column, int opening, int endgame) {
    }

    private final List<List<Term>> byPiece = new ArrayList<>();

    /** The formula under a Fruit parameter set (its arrays give the shapes, its scalars the weights). */
    public PstFormula(FruitParameters p) {
        for (int i = 0; i <= PieceType.KING; i++) {
            byPiece.add(new ArrayList<>());
        }
        add(PieceType.PAWN, byFile("PawnFile", p.pawnFile), p.pawnFileOpening, 0);
        for (int r = 0; r < 8; r++) {
            if (p.pawnCentreOpening[r] != 0) {
                int rank = r;
                add(PieceType.PAWN, new Column("PawnCentre" + (r + 1),
                        shape(sq -> isCentreFile(sq) && Square.rank(sq) == rank ? 1 : 0),
                        "[d" + (r + 1) + "/e" + (r + 1) + "]"), p.pawnCentreOpening[r], 0);
            }
        }
        add(PieceType.KNIGHT, centre("KnightCentre", "KnightLine", p.knightLine),
                p.knightCentreOpening, p.knightCentreEndgame);
        add(PieceType.KNIGHT, byRank("KnightRank", p.knightRank), p.knightRankOpening, 0);
        add(PieceType.KNIGHT, backRank("KnightBackRank"), p.knightBackRankOpening, 0);
        add(PieceType.KNIGHT, new Column("KnightTrapped", shape(sq -> sq == Square.A8 || sq == Square.H8 ? -1 : 0),
                "-[a8/h8]"), p.knightTrapped, 0);
        add(PieceType.BISHOP, centre("BishopCentre", "BishopLine", p.bishopLine),
                p.bishopCentreOpening, p.bishopCentreEndgame);
        add(PieceType.BISHOP, backRank("BishopBackRank"), p.bishopBackRankOpening, 0);
        add(PieceType.BISHOP, new Column("BishopDiagonal",
                shape(sq -> Square.file(sq) == Square.rank(sq) || Square.file(sq) + Square.rank(sq) == 7 ? 1 : 0),
                "[long diagonal]"), p.bishopDiagonalOpening, 0);
        add(PieceType.ROOK, byFile("RookFile", p.rookFile), p.rookFileOpening, 0);
        add(PieceType.QUEEN, centre("QueenCentre", "QueenLine", p.queenLine),
                p.queenCentreOpening, p.queenCentreEndgame);
        add(PieceType.QUEEN, backRank("QueenBackRank"), p.queenBackRankOpening, 0);
        add(PieceType.KING, byFile("KingFile", p.kingFile), p.kingFileOpening, 0);
        add(PieceType.KING, byRank("KingRank", p.kingRank), p.kingRankOpening, 0);
        add(PieceType.KING, centre("KingCentre", "KingLine", p.kingLine), 0, p.kingCentreEndgame);
    }

    /** The terms of a piece type, in a fixed order. */
    public List<Term> terms(int pieceType) {
        return List.copyOf(byPiece.get(pieceType));
    }

    /** The shapes of a piece type, in the order of {@link #terms}: the basis columns of the decomposition. */
    public List<Column> columns(int pieceType) {
        return byPiece.get(pieceType).stream().map(Term::column).toList();
    }

    /** The table of a piece type in one stage: the sum of weight x shape over its terms (White's view). */
    public int[] table(int pieceType, boolean endgame) {
        int[] table = new int[64];
        for (Term t : byPiece.get(pieceType)) {
            int weight = endgame ? t.endgame() : t.opening();
            for (int sq = 0; sq < 64; sq++) {
                table[sq] += weight * t.column().at(sq);
            }
        }
        return table;
    }

    private void add(int type, Column c, int opening, int endgame) {
        byPiece.get(type).add(new Term(c, opening, endgame));
    }

    private static boolean isCentreFile(int sq) {
        return Square.file(sq) == 3 || Square.file(sq) == 4;
    }

    private static Column byFile(String name, int[] array) {
        return new Column(name, shape(sq -> array[Square.file(sq)]), name + "[file]");
    }

    private static Column byRank(String name, int[] array) {
        return new Column(name, shape(sq -> array[Square.rank(sq)]), name + "[rank]");
    }

    private static Column centre(String name, String array, int[] line) {
        return new Column(name, shape(sq -> line[Square.file(sq)] + line[Square.rank(sq)]),
                "(" + array + "[file] + " + array + "[rank])");
    }

    private static Column backRank(String name) {
        return new Column(name, shape(sq -> Square.rank(sq) == 0 ? -1 : 0), "-[rank 1]");
    }

    private static int[] shape(IntUnaryOperator f) {
        int[] v = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            v[sq] = f.applyAsInt(sq);
        }
        return v;
    }
}
