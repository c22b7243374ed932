package evalbench.studies.witness;

import evalbench.core.Colour;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Square;
import java.util.SplittableRandom;

/**
 * The edits the witness search makes to a position: remove a man (never a king), move a man to an empty square
 * (a pawn only to ranks 2 to 7), add a pawn of either colour, or hand the move to the other side. The result may be
 * illegal; {@link Placement#position()} tells.
 */
final class Mutations {
    private Mutations() {
    }

    /** One random edit of {@code p} drawn from {@code random}. */
    static Placement random(Placement p, SplittableRandom random) {
        switch (random.nextInt(8)) {
            case 0, 1, 2 -> {
                int sq = randomMan(p, random, false);
                return sq < 0 ? p.otherSideToMove() : p.without(sq);
            }
            case 3, 4, 5 -> {
                int from = randomMan(p, random, true);
                int to = randomEmpty(p, random, Piece.type(p.manAt(from)) == PieceType.PAWN);
                return to < 0 ? p.otherSideToMove() : p.moved(from, to);
            }
            case 6 -> {
                int to = randomEmpty(p, random, true);
                int colour = random.nextBoolean() ? Colour.WHITE : Colour.BLACK;
                return to < 0 ? p.otherSideToMove() : p.with(to, Piece.make(colour, PieceType.PAWN));
            }
            default -> {
                return p.otherSideToMove();
            }
        }
    }

    /** A random square holding a man (kings only if {@code kings}), or -1. */
    private static int randomMan(Placement p, SplittableRandom random, boolean kings) {
        int[] squares = new int[64];
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            int man = p.manAt(sq);
            if (man != Piece.NONE && (kings || Piece.type(man) != PieceType.KING)) {
                squares[n++] = sq;
            }
        }
        return n == 0 ? -1 : squares[random.nextInt(n)];
    }

    /** A random empty square (on ranks 2 to 7 when it is for a pawn), or -1. */
    private static int randomEmpty(Placement p, SplittableRandom random, boolean forPawn) {
        int[] squares = new int[64];
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            int rank = Square.rank(sq);
            if (p.manAt(sq) == Piece.NONE && (!forPawn || rank >= 1 && rank <= 6)) {
                squares[n++] = sq;
            }
        }
        return n == 0 ? -1 : squares[random.nextInt(n)];
    }
}
