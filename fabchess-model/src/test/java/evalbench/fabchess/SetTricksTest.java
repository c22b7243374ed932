package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Square;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's whole-board set tricks against the rules they replace, square by square and file by file,
 * on random sets (sparse and dense): the files with exactly one pawn, the second piece on a king's line (the
 * x-ray rule: exactly one piece between), and the king shield's missing files.
 */
class SetTricksTest {
    private static final int ROUNDS = 20_000;

    /** A random set with each square in it with probability 1/2, 1/4 or 1/8. */
    private static long randomSet(Random random) {
        long set = random.nextLong();
        int thinning = random.nextInt(3);
        for (int i = 0; i < thinning; i++) {
            set &= random.nextLong();
        }
        return set;
    }

    @Test
    void singlePerFileKeepsThePawnsAloneOnTheirFile() {
        Random random = new Random(32);
        for (int round = 0; round < ROUNDS; round++) {
            long pawns = randomSet(random);
            long expected = 0;
            for (int file = 0; file < 8; file++) {
                long onFile = pawns & Bitboards.file(file);
                if (Bitboards.count(onFile) == 1) {
                    expected |= onFile;
                }
            }
            assertThat(Pieces.singlePerFile(pawns)).as(Bitboards.toString(pawns)).isEqualTo(expected);
        }
    }

    @Test
    void secondOnLinesIsExactlyOnePieceBetween() {
        Random random = new Random(33);
        for (int round = 0; round < ROUNDS; round++) {
            int king = random.nextInt(64);
            long occupied = randomSet(random) | Bitboards.bit(king);
            for (boolean straight : new boolean[] {false, true}) {
                long expected = 0;
                for (int sq = 0; sq < 64; sq++) {
                    boolean onLine = sq != king && (straight
                            ? Square.file(sq) == Square.file(king) || Square.rank(sq) == Square.rank(king)
                            : Math.abs(Square.file(sq) - Square.file(king))
                                    == Math.abs(Square.rank(sq) - Square.rank(king)));
                    if (onLine && (occupied & Bitboards.bit(sq)) != 0
                            && Bitboards.count(Bitboards.between(sq, king) & occupied) == 1) {
                        expected |= Bitboards.bit(sq);
                    }
                }
                long first = straight ? evalbench.core.Attacks.rook(king, occupied)
                        : evalbench.core.Attacks.bishop(king, occupied);
                assertThat(Pieces.secondOnLines(king, occupied, first, straight) & occupied)
                        .as("king %s straight %s%n%s", Square.name(king), straight, Bitboards.toString(occupied))
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void missingFilesAreTheShieldFilesWithoutAnOwnPawn() {
        Random random = new Random(34);
        for (int round = 0; round < ROUNDS; round++) {
            int colour = random.nextInt(2) == 0 ? Colour.WHITE : Colour.BLACK;
            int king = random.nextInt(64);
            long shield = BoardMasks.shield(colour, king);
            long pawns = randomSet(random);
            long expected = 0;
            for (int file = 0; file < 8; file++) {
                long fileShield = shield & Bitboards.file(file);
                if (fileShield != 0 && (fileShield & pawns) == 0) {
                    expected |= Bitboards.bit(Square.of(file, 0));
                }
            }
            assertThat(KingSafety.missingFiles(shield, pawns)).as("%s king %s%n%s", colour, Square.name(king),
                    Bitboards.toString(pawns)).isEqualTo(expected);
        }
    }
}
