package evalbench.app.tables;

import evalbench.core.PieceType;
import evalbench.core.Square;
import evalbench.core.eval.ParameterSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Fruit 2.1's piece-square-table formula as basis columns: for each piece, the 64-square shapes that pst.cpp
 * multiplies by a weight (Line/File/Rank arrays and the centre, back-rank, trapped and diagonal extras).
 * A table is "Fruit's formula" exactly when it is an integer combination of its piece's columns. Penalties
 * (back rank, trapped) are columns of -1 so that their weights carry Fruit's parameter signs.
 * The arrays are read from a Fruit parameter set (the shipped one, so every model is measured against the
 * same basis).
 */
public final class PstBasis {
    /** One basis column: a weight's name, its value on every square (a1 = 0) and how that value arises. */
    public record Column(String name, int[] values, String formula) {
        public int at(int square) {
            return values[square];
        }
    }

    private final List<List<Column>> byPiece = new ArrayList<>();

    public PstBasis(ParameterSet fruit) {
        int[] pawnFile = fruit.values("PawnFile", 8);
        int[] pawnCentre = fruit.values("PawnCentreOpening", 8);
        int[] knightLine = fruit.values("KnightLine", 8);
        int[] knightRank = fruit.values("KnightRank", 8);
        int[] bishopLine = fruit.values("BishopLine", 8);
        int[] rookFile = fruit.values("RookFile", 8);
        int[] queenLine = fruit.values("QueenLine", 8);
        int[] kingLine = fruit.values("KingLine", 8);
        int[] kingFile = fruit.values("KingFile", 8);
        int[] kingRank = fruit.values("KingRank", 8);
        for (int i = 0; i <= PieceType.KING; i++) {
            byPiece.add(new ArrayList<>());
        }
        add(PieceType.PAWN, byFile("PawnFile", pawnFile));
        // Fruit's centre bonus is one array by rank on the d and e files; each rank it touches is its own column,
        // so a table with a different centre shape (Rybka: d5/e5 only) still decomposes.
        for (int r = 0; r < 8; r++) {
            if (pawnCentre[r] != 0) {
                int rank = r;
                add(PieceType.PAWN, new Column("PawnCentre" + (r + 1), shape(sq -> isCentreFile(sq) && Square.rank(sq) == rank ? 1 : 0),
                        "[d" + (r + 1) + "/e" + (r + 1) + "]"));
            }
        }
        add(PieceType.KNIGHT, centre("KnightCentre", "KnightLine", knightLine));
        add(PieceType.KNIGHT, byRank("KnightRank", knightRank));
        add(PieceType.KNIGHT, backRank("KnightBackRank"));
        add(PieceType.KNIGHT, new Column("KnightTrapped", shape(sq -> sq == Square.A8 || sq == Square.H8 ? -1 : 0), "-[a8/h8]"));
        add(PieceType.BISHOP, centre("BishopCentre", "BishopLine", bishopLine));
        add(PieceType.BISHOP, backRank("BishopBackRank"));
        add(PieceType.BISHOP, new Column("BishopDiagonal",
                shape(sq -> Square.file(sq) == Square.rank(sq) || Square.file(sq) + Square.rank(sq) == 7 ? 1 : 0),
                "[long diagonal]"));
        add(PieceType.ROOK, byFile("RookFile", rookFile));
        add(PieceType.QUEEN, centre("QueenCentre", "QueenLine", queenLine));
        add(PieceType.QUEEN, backRank("QueenBackRank"));
        add(PieceType.KING, byFile("KingFile", kingFile));
        add(PieceType.KING, byRank("KingRank", kingRank));
        add(PieceType.KING, centre("KingCentre", "KingLine", kingLine));
    }

    /** The basis columns of a piece type, in a fixed order. */
    public List<Column> columns(int pieceType) {
        return List.copyOf(byPiece.get(pieceType));
    }

    private void add(int type, Column c) {
        byPiece.get(type).add(c);
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

    private static int[] shape(java.util.function.IntUnaryOperator f) {
        int[] v = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            v[sq] = f.applyAsInt(sq);
        }
        return v;
    }
}
