package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.io.Corpus;
import org.junit.jupiter.api.Test;

/**
 * The shelter memo answers only for the square rule it was asked with: a derived model passes its own rule to the
 * shared shelter code, and one instance asked with two rules in turn must give each rule's numbers. (That the memo
 * follows the pawns, the king and the castling rights, the search-order tests of {@code FastPathTest} show.)
 */
class ShelterMemoTest {
    private static final FruitParameters PARAMETERS = new FruitParameters(new FruitModel().defaultParameters());

    @Test
    void anInstanceAskedWithTwoRulesInTurnGivesEachRulesNumbers() {
        KingSafety kept = new KingSafety(PARAMETERS, new KingAttackTable(), true);
        KingSafety fresh = new KingSafety(PARAMETERS, new KingAttackTable(), false);
        KingSafety.SquareShelter byPawns = (own, square) -> Long.bitCount(own) * 9 + square;
        KingSafety.SquareShelter bySquare = (own, square) -> 3 * square;
        int differing = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position position = e.position();
            for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
                int[] first = shelter(fresh, position, me, byPawns);
                int[] second = shelter(fresh, position, me, bySquare);
                assertThat(shelter(kept, position, me, byPawns)).as("%s, side %d, first rule", e.where(), me)
                        .containsExactly(first);
                assertThat(shelter(kept, position, me, bySquare)).as("%s, side %d, second rule", e.where(), me)
                        .containsExactly(second);
                if (first[0] != second[0]) {
                    differing++;
                }
            }
        }
        assertThat(differing).as("positions where the two rules differ").isGreaterThan(1000);
    }

    /** The shelter and storm penalties and the king square's storm, as {@code safety} gives them. */
    private static int[] shelter(KingSafety safety, Position position, int me, KingSafety.SquareShelter rule) {
        ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
        sheet.start(true);
        int kingStorm = safety.shelter(position, me, sheet, rule);
        return new int[] {sheet.get(Terms.KING_SHELTER, me, ScoreSheet.OPENING),
            sheet.get(Terms.KING_STORM, me, ScoreSheet.OPENING), kingStorm};
    }
}
