package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess's piecewise terms except the king attack: mobility (targets = attacks not on own pieces), a bishop's
 * own pawns on its diagonal neighbours, rooks and queens on open and semi-open files, rooks on the seventh rank,
 * and x-rays: a bishop, rook or queen with exactly one piece between it and the enemy king on its line.
 */
final class Pieces {
    private final FabChessParameters p;

    Pieces(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        long occupied = position.occupied();
        long allPawns = position.piecesOfType(PieceType.PAWN);
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long own = position.occupancy(c);
            long ownPawns = position.pieces(c, PieceType.PAWN);
            long enemyPawns = position.pieces(c ^ 1, PieceType.PAWN);
            int enemyKing = position.kingSquare(c ^ 1);
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                Pairs bonus = p.mobility[type];
                int mg = 0;
                int eg = 0;
                for (int i = 0; i < attacks.count[c][type]; i++) {
                    int m = Bitboards.count(attacks.attacks[c][type][i] & ~own);
                    mg += bonus.mg[m];
                    eg += bonus.eg[m];
                }
                int term = Terms.MOBILITY_BY_TYPE[type];
                sheet.add(term, c, mg, eg);
                sheet.mark(term, position.pieces(c, type));
            }

            int diagMg = 0;
            int diagEg = 0;
            for (long s = position.pieces(c, PieceType.BISHOP); s != 0; s = Bitboards.withoutFirst(s)) {
                int n = Bitboards.count(BoardMasks.diagonalNeighbours(Bitboards.first(s)) & ownPawns);
                diagMg += p.diagonalOwnPawns.mg[n];
                diagEg += p.diagonalOwnPawns.eg[n];
            }
            sheet.add(Terms.BISHOP_OWN_PAWNS, c, diagMg, diagEg);
            sheet.mark(Terms.BISHOP_OWN_PAWNS, position.pieces(c, PieceType.BISHOP));

            files(position.pieces(c, PieceType.ROOK), c, allPawns, ownPawns, enemyPawns, Terms.ROOK_OPEN,
                    Terms.ROOK_SEMI_OPEN, p.rookOpen, p.rookSemiOpen, Counts.ROOK_OPEN, Counts.ROOK_SEMI_OPEN, sheet,
                    counts);
            files(position.pieces(c, PieceType.QUEEN), c, allPawns, ownPawns, enemyPawns, Terms.QUEEN_OPEN,
                    Terms.QUEEN_SEMI_OPEN, p.queenOpen, p.queenSemiOpen, Counts.QUEEN_OPEN, Counts.QUEEN_SEMI_OPEN,
                    sheet, counts);

            long seventh = position.pieces(c, PieceType.ROOK)
                    & Bitboards.rank(Square.relativeRank(Square.A7, c));
            counts.addPerSquare(sheet, Terms.ROOK_SEVENTH, c, p.rookSeventh, seventh, Counts.ROOK_SEVENTH);

            long xBishops = xrays(position.pieces(c, PieceType.BISHOP), enemyKing, occupied, false);
            long xRooks = xrays(position.pieces(c, PieceType.ROOK), enemyKing, occupied, true);
            long queens = position.pieces(c, PieceType.QUEEN);
            long xQueens = xrays(queens, enemyKing, occupied, false) | xrays(queens, enemyKing, occupied, true);
            counts.addPerSquare(sheet, Terms.XRAY_BISHOP, c, p.bishopXray, xBishops, Counts.XRAY_BISHOP);
            counts.addPerSquare(sheet, Terms.XRAY_ROOK, c, p.rookXray, xRooks, Counts.XRAY_ROOK);
            counts.addPerSquare(sheet, Terms.XRAY_QUEEN, c, p.queenXray, xQueens, Counts.XRAY_QUEEN);
        }
    }

    /** Pieces on a file without pawns (open), or with exactly one enemy pawn and no own pawn (semi-open). */
    private static void files(long pieces, int colour, long allPawns, long ownPawns, long enemyPawns, int openTerm,
            int semiTerm, Pairs open, Pairs semi, int openCount, int semiCount, ScoreSheet sheet, Counts counts) {
        long onOpen = 0;
        long onSemi = 0;
        for (long s = pieces; s != 0; s = Bitboards.withoutFirst(s)) {
            int sq = Bitboards.first(s);
            long file = Bitboards.file(Square.file(sq));
            if ((file & allPawns) == 0) {
                onOpen |= Bitboards.bit(sq);
            } else if ((file & ownPawns) == 0 && Bitboards.count(file & enemyPawns) == 1) {
                onSemi |= Bitboards.bit(sq);
            }
        }
        counts.addPerSquare(sheet, openTerm, colour, open, onOpen, openCount);
        counts.addPerSquare(sheet, semiTerm, colour, semi, onSemi, semiCount);
    }

    /**
     * The pieces of a set that see the king on a diagonal (or on a rank or file, {@code straight}) through exactly one
     * piece of either colour.
     */
    private static long xrays(long pieces, int king, long occupied, boolean straight) {
        long lines = straight ? Attacks.rook(king, 0) : Attacks.bishop(king, 0);
        long found = 0;
        for (long s = pieces & lines; s != 0; s = Bitboards.withoutFirst(s)) {
            int sq = Bitboards.first(s);
            if (Bitboards.count(Bitboards.between(sq, king) & occupied) == 1) {
                found |= Bitboards.bit(sq);
            }
        }
        return found;
    }

}
