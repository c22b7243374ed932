package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.ParameterFileContract;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import evalbench.core.eval.TermIds;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The parameter set is data: edits change the evaluation, mistakes are reported with their file and line (the kit's
 * {@link ParameterFileContract}: C's int, and Rybka's own bounds).
 */
class ParameterFileTest extends ParameterFileContract {
    private static final String MIDDLEGAME = "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9";

    private final RybkaModel model = new RybkaModel();

    ParameterFileTest() {
        super(new RybkaModel(), ParameterType.INT, List.of(
                new Refusal("UnitsPerCentipawn", "0", "must be positive"),
                new Refusal("KingAttackDivisor", "-32", "must be positive"),
                new Refusal("WingFirstFile", "0 3 6", "must start on files a..f"),
                new Refusal("KingFileWing", "0 0 0 1 1 2 2 3", "wings are numbered 0..2"),
                threeWhiteBishops()));
    }

    private String defaultText() {
        return model.defaultParameters().source();
    }

    @Test
    void everyParameterCarriesAProvenanceTag() {
        ParameterSet set = model.defaultParameters();
        assertEquals("rybka-1.0-beta", set.name());
        for (ParameterSet.Parameter p : set.parameters().values()) {
            assertTrue(Set.of("seed", "strelka", "conflict").contains(p.provenance()),
                    p.name() + " has tag '" + p.provenance() + "'");
        }
    }

    @Test
    void modifiedCopyChangesTheEvaluation() throws IOException {
        String text = defaultText()
                .replace("TempoCentipawns [seed] = 3", "TempoCentipawns [seed] = 10")
                .replace("KnightMobilityOpening [strelka] = 14", "KnightMobilityOpening [strelka] = 1014");
        ParameterSet modified = model.loadParameters(write(text));
        Position pos = Position.fromFen(MIDDLEGAME);
        Breakdown before = model.create().explain(pos);
        Breakdown after = model.create(modified).explain(pos);
        assertEquals(3, before.whiteScore() - before.mixed(), "tempo, White to move");
        assertEquals(10, after.whiteScore() - after.mixed(), "tempo 3 -> 10 cp");
        int knightSquaresWhite = before.term(TermIds.MOBILITY_KNIGHT).whiteOpening() / 14;
        assertEquals(knightSquaresWhite * 1014, after.term(TermIds.MOBILITY_KNIGHT).whiteOpening());
        assertNotEquals(before.sideToMoveScore(), after.sideToMoveScore());
        assertNotEquals(model.defaultParameters().sha256(), modified.sha256());
    }

    @Test
    void modifiedMaterialComponentChangesTheGeneratedTable() throws IOException {
        // K+BB vs K reads PieceBonus[0 0 0 0 2 0][0 0] = 1114 -> 1114 / 8 + 600 = 739; make it 1914 -> 839.
        String text = defaultText().replaceFirst(
                "\\n\\s+1114\\s+1924\\s+2663\\s+268\\s+1069\\s+1816\\s+-524\\s+269\\s+1025",
                "\n    1914 1924 2663 268 1069 1816 -524 269 1025");
        Breakdown b = model.create(model.loadParameters(write(text)))
                .explain(Position.fromFen("4k3/8/8/8/8/8/8/2BBK3 w - - 0 1"));
        assertEquals("839", b.details().get("mat_value"));
    }

    /** The first draw configuration with three white bishops (its fifth count), beyond the material table's 0..2. */
    private static Refusal threeWhiteBishops() {
        int[] rows = new RybkaModel().defaultParameters().parameter("DrawConfigurations").values().clone();
        rows[4] = 3;
        return new Refusal("DrawConfigurations", Arrays.stream(rows).mapToObj(Integer::toString)
                .collect(Collectors.joining(" ")), "row 1: count 3 of white bishops is outside 0..2");
    }
}
