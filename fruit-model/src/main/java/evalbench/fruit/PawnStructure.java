package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * Fruit's pawn structure: doubled, isolated, backward and candidate pawns (with the "open file" variants),
 * passed-pawn detection and the facts the draw rules need.
 *
 * <p>Each side is evaluated in its own frame: Black's pawns are rank-mirrored so that every side's pawns move
 * towards rank 8 and "rank" means the rank counted from that side, as in Fruit's per-colour pawn files.
 *
 * <p>API for models derived from Fruit (Toga II 3.0 kept this stage unchanged): construct it with the derived
 * model's {@link FruitParameters} and use {@link #compute} as the computation of a pawn cache of {@link PawnInfo}s.
 */
public final class PawnStructure {
    private final FruitParameters p;
    private final Quad quad;

    public PawnStructure(FruitParameters parameters, Quad quad) {
        this.p = parameters;
        this.quad = quad;
    }

    /** A side's pawns in its own frame (Black: ranks mirrored; reversing the bytes of a bitboard does that). */
    public static long ownFrame(long bb, int colour) {
        return colour == Colour.WHITE ? bb : Long.reverseBytes(bb);
    }

    /** Squares of rank {@code rank}; empty off the board. */
    static long rankMask(int rank) {
        return rank >= 0 && rank < 8 ? Bitboards.rank(rank) : 0L;
    }

    /** Every square on a rank above {@code rank}. */
    public static long ranksAbove(int rank) {
        return rank >= 7 ? 0L : -1L << (8 * (rank + 1));
    }

    /** Every square on a rank below {@code rank}. */
    public static long ranksBelow(int rank) {
        return (1L << (8 * rank)) - 1;
    }

    /** Fills {@code info} with the pawn terms and facts of the position's pawns. */
    public void compute(Position position, PawnInfo info) {
        info.clear();
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            long own = ownFrame(position.pieces(colour, PieceType.PAWN), colour);
            long opp = ownFrame(position.pieces(colour ^ 1, PieceType.PAWN), colour);
            evaluateSide(colour, own, opp, info);
        }
    }

    private void evaluateSide(int colour, long own, long opp, PawnInfo info) {
        long pawns = own | opp;
        long passed = 0;
        for (long b = own; b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            int file = Square.file(sq);
            int rank = Square.rank(sq);
            int real = Square.relative(sq, colour);
            long fileMask = Bitboards.file(file);
            long ahead = ranksAbove(rank);
            long notAhead = ~ahead;
            long adjOwn = own & Bitboards.adjacentFiles(file);
            long adjOpp = opp & Bitboards.adjacentFiles(file);

            if ((own & fileMask & ranksBelow(rank)) != 0) { // an own pawn behind on the file
                info.add(PawnInfo.DOUBLED, colour, -p.doubledOpening, -p.doubledEndgame, real);
            }

            boolean isolated = adjOwn == 0;
            boolean backward = !isolated && (adjOwn & notAhead) == 0 && reallyBackward(sq, rank, pawns, adjOwn, adjOpp);
            boolean open = (pawns & fileMask & ahead) == 0;

            if (isolated) {
                info.add(PawnInfo.ISOLATED, colour, -(open ? p.isolatedOpeningOpen : p.isolatedOpening),
                        -p.isolatedEndgame, real);
            }
            if (backward) {
                info.add(PawnInfo.BACKWARD, colour, -(open ? p.backwardOpeningOpen : p.backwardOpening),
                        -p.backwardEndgame, real);
            }
            if (open) {
                if ((adjOpp & ahead) == 0) {
                    passed |= 1L << real;
                } else if (candidate(rank, adjOwn, adjOpp, notAhead, ahead)) {
                    info.add(PawnInfo.CANDIDATE, colour, quad.value(p.candidateOpeningMin, p.candidateOpeningMax, rank),
                            quad.value(p.candidateEndgameMin, p.candidateEndgameMax, rank), real);
                }
            }
        }
        info.setPassed(colour, passed);
        info.setBackRank(colour, (own & Bitboards.RANK_2) != 0);
        info.setSingleFile(colour, singleFile(own, opp));
    }

    /**
     * A pawn with no own pawn beside or behind it on the neighbouring files is backward unless it can catch
     * up: a neighbour one rank ahead and its stop square free of pawns and of enemy pawn attacks within two
     * ranks; or, from the second rank, a neighbour two ranks ahead and a free double step.
     */
    private static boolean reallyBackward(int sq, int rank, long pawns, long adjOwn, long adjOpp) {
        if ((adjOwn & rankMask(rank + 1)) != 0) {
            long blockers = pawns & Bitboards.bit(sq + 8);
            long enemies = adjOpp & (rankMask(rank + 1) | rankMask(rank + 2));
            return (blockers | enemies) != 0;
        }
        if (rank == 1 && (adjOwn & rankMask(rank + 2)) != 0) {
            long blockers = pawns & (Bitboards.bit(sq + 8) | Bitboards.bit(sq + 16));
            long enemies = adjOpp & (rankMask(rank + 1) | rankMask(rank + 2) | rankMask(rank + 3));
            return (blockers | enemies) != 0;
        }
        return true;
    }

    /**
     * An open, not passed pawn is a candidate if its supporters (own neighbours not ahead) outnumber or equal the
     * enemy neighbours ahead, and the pawns right beside its stop square do too (own one rank behind vs enemy
     * one rank ahead).
     */
    private static boolean candidate(int rank, long adjOwn, long adjOpp, long notAhead, long ahead) {
        int n = Bitboards.count(adjOwn & notAhead) - Bitboards.count(adjOpp & ahead);
        if (n < 0) {
            return false;
        }
        return Bitboards.count(adjOwn & rankMask(rank - 1)) >= Bitboards.count(adjOpp & rankMask(rank + 1));
    }

    /** See {@link PawnInfo#singleFile}: the answer is a square in the side's own frame. */
    private static int singleFile(long own, long opp) {
        if (own == 0) {
            return Square.NONE;
        }
        int file = Square.file(Bitboards.first(own));
        long fileMask = Bitboards.file(file);
        if ((own & ~fileMask) != 0) {
            return Square.NONE;
        }
        int rearRank = Square.rank(Bitboards.first(own));
        if ((opp & Bitboards.adjacentFiles(file) & ranksAbove(rearRank)) != 0) {
            return Square.NONE;
        }
        return Bitboards.last(own);
    }
}
