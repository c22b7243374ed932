package evalbench.toga;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.Position;
import evalbench.fruit.KingAttackTable;
import evalbench.fruit.PawnStructure;

/**
 * Toga's eval_king(), opening only, for each side whose Fruit king-safety flag is set (the enemy has a queen and
 * another piece). Fruit's king stage ({@link evalbench.fruit.KingSafety}: the attack counting and weights, the
 * shelter averaging over the king square and the castling squares still allowed, the storm rule) fed with Toga's
 * rules:
 * <ul>
 * <li>attack: a knight counts as in Fruit (a kept target on the board); a slider if its walk along a kept target's
 * line ({@link KingAttackTable#keptTargets}) meets a square within KingAttackReach king distance, the walk ending
 * with the first occupied square or at the edge;</li>
 * <li>shelter of a square: the front value of its file and the neighbouring files' open-side or closed-side values
 * (ShelterFront, ShelterOpenSide, ShelterClosedSide), each by the side's lowest pawn on the file at or above the
 * square's rank; a sum of 0 costs WeakBackRank;</li>
 * <li>storm: Fruit's rule with Toga's StormRankFactor, and the king square's storm counted once more in full
 * (king/storm-again).</li>
 * </ul>
 */
final class KingSafety {
    /** The a-, b- and c-files: a king there reads its right neighbour as the open side. */
    private static final int LAST_QUEENSIDE_FILE = 2;
    /** The f-, g- and h-files: a king there reads its left neighbour as the open side. */
    private static final int FIRST_KINGSIDE_FILE = 5;

    private final TogaParameters p;
    private final evalbench.fruit.KingSafety fruitKing;
    private final KingAttackTable attackTable;
    private final evalbench.fruit.KingSafety.PieceReach reach = this::attacks;
    private final evalbench.fruit.KingSafety.SquareShelter shelter = this::shelterPenalty;
    /**
     * Per slider kind, square and king square: the squares of the lines a slider walks from there (one line per kept
     * target, from the next square to the edge), index {@code kind << 12 | from << 6 | king}; 0 for knights.
     */
    private final long[] walkLines = new long[4 << 12];
    /** Per king square, the squares within KingAttackReach king distance of it. */
    private final long[] nearKing = new long[64];

    KingSafety(TogaParameters parameters, KingAttackTable attackTable) {
        this.p = parameters;
        this.attackTable = attackTable;
        this.fruitKing = new evalbench.fruit.KingSafety(parameters.fruit(), attackTable);
        int[] fileSteps = new int[2];
        int[] rankSteps = new int[2];
        for (int kind = KingAttackTable.BISHOP; kind <= KingAttackTable.QUEEN; kind++) {
            for (int from = 0; from < 64; from++) {
                for (int king = 0; king < 64; king++) {
                    int n = attackTable.keptTargets(kind, from, king, fileSteps, rankSteps);
                    long lines = 0;
                    for (int i = 0; i < n; i++) {
                        // a kept target lies on one of the piece's lines: its direction is the sign of each offset
                        lines |= line(from, Integer.signum(fileSteps[i]), Integer.signum(rankSteps[i]));
                    }
                    walkLines[kind << 12 | from << 6 | king] = lines;
                }
            }
        }
        for (int king = 0; king < 64; king++) {
            for (int sq = 0; sq < 64; sq++) {
                if (Square.distance(sq, king) <= p.kingAttackReach) {
                    nearKing[king] |= 1L << sq;
                }
            }
        }
    }

    /** The squares from the one after {@code from} in direction (df, dr) to the edge. */
    private static long line(int from, int df, int dr) {
        long squares = 0;
        for (int f = Square.file(from) + df, r = Square.rank(from) + dr; Square.isValid(f, r); f += df, r += dr) {
            squares |= 1L << Square.of(f, r);
        }
        return squares;
    }

    void evaluate(Position position, MaterialInfo material, ScoreSheet sheet) {
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            if (material.side(me).has(evalbench.fruit.MaterialInfo.KING_SAFETY)) {
                fruitKing.attack(position, me, sheet, reach);
                int storm = fruitKing.shelter(position, me, sheet, shelter);
                sheet.add(Terms.STORM_AGAIN, me, -storm, 0);
                if (sheet.recording()) { // the squares only matter to the breakdown
                    sheet.mark(Terms.STORM_AGAIN, fruitKing.stormingPawns(position, me));
                }
            }
        }
    }

    /**
     * Knights as Fruit; sliders by Toga's walk: along each kept target's line from the next square on, a square within
     * KingAttackReach of the king counts, the walk ending with the first occupied square (which is looked at) or at
     * the edge. The squares a walk looks at are the piece's attack set on that line, so the walks are one set test.
     */
    private boolean attacks(int kind, int from, int king, long occupied) {
        if (kind == KingAttackTable.KNIGHT) {
            return attackTable.attacks(kind, from, king, occupied);
        }
        long lines = walkLines[kind << 12 | from << 6 | king] & nearKing[king];
        if (lines == 0) {
            return false;
        }
        long walked = kind == KingAttackTable.BISHOP ? Attacks.bishop(from, occupied)
                : kind == KingAttackTable.ROOK ? Attacks.rook(from, occupied) : Attacks.queen(from, occupied);
        return (lines & walked) != 0;
    }

    /** Shelter of a square (own frame) from Toga's tables, without the storm. */
    private int shelterPenalty(long own, int square) {
        int file = Square.file(square);
        int rank = Square.rank(square);
        int penalty = shelterFile(own, file, rank, p.shelterFront);
        if (file > 0) {
            penalty += shelterFile(own, file - 1, rank,
                    file >= FIRST_KINGSIDE_FILE ? p.shelterOpenSide : p.shelterClosedSide);
        }
        if (file < 7) {
            penalty += shelterFile(own, file + 1, rank,
                    file <= LAST_QUEENSIDE_FILE ? p.shelterOpenSide : p.shelterClosedSide);
        }
        return penalty == 0 ? p.weakBackRank : penalty;
    }

    /** A file's value by the rank of the lowest own pawn on it at or above {@code rank} (none: the last entry). */
    private static int shelterFile(long own, int file, int rank, int[] table) {
        long pawns = own & Bitboards.file(file) & ~PawnStructure.ranksBelow(rank);
        return table[pawns == 0 ? 7 : Square.rank(Bitboards.first(pawns))];
    }
}
