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
 * Returns White's sum minus Black's, packed.
 */
final class Pieces {
    private final FabChessParameters p;
    private final long rookOpen;
    private final long rookSemiOpen;
    private final long queenOpen;
    private final long queenSemiOpen;
    private final long rookSeventh;
    private final long bishopXray;
    private final long rookXray;
    private final long queenXray;

    Pieces(FabChessParameters p) {
        this.p = p;
        this.rookOpen = p.rookOpen.single();
        this.rookSemiOpen = p.rookSemiOpen.single();
        this.queenOpen = p.queenOpen.single();
        this.queenSemiOpen = p.queenSemiOpen.single();
        this.rookSeventh = p.rookSeventh.single();
        this.bishopXray = p.bishopXray.single();
        this.rookXray = p.rookXray.single();
        this.queenXray = p.queenXray.single();
    }

    long evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        return side(position, Colour.WHITE, attacks, sheet, counts)
                - side(position, Colour.BLACK, attacks, sheet, counts);
    }

    private long side(Position position, int c, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        long occupied = position.occupied();
        long allPawns = position.piecesOfType(PieceType.PAWN);
        long ownPawns = position.pieces(c, PieceType.PAWN);
        long enemyPawns = allPawns & ~ownPawns;
        int enemyKing = position.kingSquare(c ^ 1);
        long bishops = position.pieces(c, PieceType.BISHOP);
        long rooks = position.pieces(c, PieceType.ROOK);
        long queens = position.pieces(c, PieceType.QUEEN);

        long sum = mobility(position, c, PieceType.KNIGHT, attacks, sheet);
        sum += mobility(position, c, PieceType.BISHOP, attacks, sheet);
        sum += mobility(position, c, PieceType.ROOK, attacks, sheet);
        sum += mobility(position, c, PieceType.QUEEN, attacks, sheet);

        long diagonal = 0;
        long[] ownPawnBonus = p.diagonalOwnPawns.packed;
        for (long s = bishops; s != 0; s = Bitboards.withoutFirst(s)) {
            diagonal += ownPawnBonus[Bitboards.count(BoardMasks.diagonalNeighbours(Bitboards.first(s)) & ownPawns)];
        }
        sum = sheet.addPacked(sum, Terms.BISHOP_OWN_PAWNS, c, diagonal);
        sheet.mark(Terms.BISHOP_OWN_PAWNS, bishops);

        long openFiles = ~Bitboards.fileFill(allPawns);
        // files with no own pawn and exactly one enemy pawn
        long semiOpenFiles = ~Bitboards.fileFill(ownPawns) & Bitboards.fileFill(singlePerFile(enemyPawns));
        sum = counts.addPerSquare(sum, sheet, Terms.ROOK_OPEN, c, rookOpen, rooks & openFiles, Counts.ROOK_OPEN);
        sum = counts.addPerSquare(sum, sheet, Terms.ROOK_SEMI_OPEN, c, rookSemiOpen, rooks & semiOpenFiles,
                Counts.ROOK_SEMI_OPEN);
        sum = counts.addPerSquare(sum, sheet, Terms.QUEEN_OPEN, c, queenOpen, queens & openFiles, Counts.QUEEN_OPEN);
        sum = counts.addPerSquare(sum, sheet, Terms.QUEEN_SEMI_OPEN, c, queenSemiOpen, queens & semiOpenFiles,
                Counts.QUEEN_SEMI_OPEN);

        long seventh = rooks & Bitboards.rank(Square.relativeRank(Square.A7, c));
        sum = counts.addPerSquare(sum, sheet, Terms.ROOK_SEVENTH, c, rookSeventh, seventh, Counts.ROOK_SEVENTH);

        // x-rays: the pieces that are the second piece from the enemy king on one of its lines
        long diagonal2 = secondOnLines(enemyKing, occupied, attacks.kingDiagonals[c ^ 1], false);
        long straight2 = secondOnLines(enemyKing, occupied, attacks.kingLines[c ^ 1], true);
        sum = counts.addPerSquare(sum, sheet, Terms.XRAY_BISHOP, c, bishopXray, bishops & diagonal2,
                Counts.XRAY_BISHOP);
        sum = counts.addPerSquare(sum, sheet, Terms.XRAY_ROOK, c, rookXray, rooks & straight2, Counts.XRAY_ROOK);
        long xQueens = queens & (diagonal2 | straight2);
        return counts.addPerSquare(sum, sheet, Terms.XRAY_QUEEN, c, queenXray, xQueens, Counts.XRAY_QUEEN);
    }

    /** One colour's mobility of one piece type: the table entry of each piece's number of targets. */
    private long mobility(Position position, int c, int type, AttackSets attacks, ScoreSheet sheet) {
        long[] bonus = p.mobility[type].packed;
        long sum = 0;
        for (int i = AttackSets.first(c, type), end = attacks.end(c, type); i < end; i++) {
            sum += bonus[Bitboards.count(attacks.targets[i])];
        }
        int term = Terms.MOBILITY_BY_TYPE[type];
        sheet.mark(term, position.pieces(c, type));
        return sheet.addPacked(0, term, c, sum);
    }

    /**
     * The pawns of a set that are alone on their file (a file with exactly one): a pawn with no other pawn in front
     * of it or behind it.
     */
    static long singlePerFile(long pawns) {
        long above = Bitboards.fillNorth(pawns << 8);
        long below = Bitboards.fillSouth(pawns >>> 8);
        return pawns & ~above & ~below;
    }

    /**
     * The squares beyond the first piece on each of the king's diagonals (or ranks and files, {@code straight}) up
     * to and including the second piece: an own piece among them sees the king through exactly one piece of
     * either colour. {@code first}: the king's lines up to the first pieces. (Rays from the king with the first
     * pieces taken away reach the second ones.)
     */
    static long secondOnLines(int king, long occupied, long first, boolean straight) {
        long beyond = straight ? Attacks.rook(king, occupied & ~first) : Attacks.bishop(king, occupied & ~first);
        return beyond & ~first;
    }
}
