package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Attacks;
import evalbench.core.Colour;
import evalbench.core.Piece;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * The pawn-structure stage (spec §4): doubled, isolated, backward and candidate pawns per side, the files
 * with passed pawns, and the king-wing shelter/storm values (§5) — everything that depends on the pawns
 * alone, so it can be cached by pawn key.
 */
final class PawnStructure {
    private final RybkaParameters p;
    private final ShelterPatterns patterns;

    PawnStructure(RybkaParameters p, ShelterPatterns patterns) {
        this.p = p;
        this.patterns = patterns;
    }

    /** Fills {@code info} for the pawns of {@code pos}. */
    void compute(Position pos, PawnInfo info) {
        info.clear();
        long white = pos.pieces(Piece.WHITE_PAWN);
        long black = pos.pieces(Piece.BLACK_PAWN);
        side(info, Colour.WHITE, white, black);
        side(info, Colour.BLACK, black, white);
        wings(info, Colour.WHITE, white, black);
        wings(info, Colour.BLACK, black, white);
    }

    private void side(PawnInfo info, int colour, long own, long enemy) {
        long all = own | enemy;
        for (long b = own; b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            long here = Bitboards.bit(sq);
            int file = Square.file(sq);
            int rank = Square.relativeRank(sq, colour);
            if ((Bitboards.file(file) & own & ~here) != 0) {
                info.add(PawnInfo.DOUBLED, colour, p.doubledOpening, p.doubledEndgame, here);
            }
            boolean openFile = (PawnGeometry.front(colour, sq) & all) == 0;
            if ((Bitboards.adjacentFiles(file) & own) == 0) {
                info.add(PawnInfo.ISOLATED, colour, openFile ? p.isolatedOpenOpening : p.isolatedOpening,
                        p.isolatedEndgame, here);
            } else if ((PawnGeometry.support(colour, sq) & own) == 0 && isBackward(colour, sq, own, enemy)) {
                info.add(PawnInfo.BACKWARD, colour, openFile ? p.backwardOpenOpening : p.backwardOpening,
                        p.backwardEndgame, here);
            }
            long blockers = PawnGeometry.passedSpan(colour, sq) & enemy;
            if (blockers == 0) {
                info.addPasser(colour, file);
            } else if (openFile
                    && Bitboards.count(PawnGeometry.support(colour, sq) & own) >= Bitboards.count(blockers)) {
                info.add(PawnInfo.CANDIDATE, colour, p.candidateOpening[rank], p.candidateEndgame[rank], here);
            }
        }
    }

    /**
     * Unsupported pawn whose stop square an enemy pawn attacks, or whose double step would land on a square
     * an enemy pawn attacks while no own pawn stands beside its stop square to cover it.
     */
    private static boolean isBackward(int colour, int sq, long own, long enemy) {
        if ((PawnGeometry.stopAttackers(colour, sq) & enemy) != 0) {
            return true;
        }
        return (PawnGeometry.secondStepAttackers(colour, sq) & enemy) != 0 && (Attacks.pawn(colour, sq) & own) == 0;
    }

    private void wings(PawnInfo info, int colour, long own, long enemy) {
        for (int w = 0; w < ShelterPatterns.WINGS; w++) {
            int first = p.wingFirstFile[w];
            int shelter = patterns.shelter(ShelterPatterns.pattern(own, colour, first));
            int storm = patterns.storm(ShelterPatterns.pattern(enemy, colour, first));
            info.setWing(colour, w, shelter, storm);
        }
    }
}
