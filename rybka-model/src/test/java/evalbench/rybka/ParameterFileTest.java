package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TermIds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The parameter set is data: edits change the evaluation, mistakes are reported with their line. */
class ParameterFileTest {
    private static final String MIDDLEGAME = "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9";

    private final RybkaModel model = new RybkaModel();

    @TempDir
    Path dir;

    private String defaultText() {
        return model.defaultParameters().source();
    }

    private Path write(String text) throws IOException {
        Path file = dir.resolve("modified.params");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
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

    @Test
    void malformedValueNamesTheLine() throws IOException {
        String text = defaultText().replace("PawnValue [seed] = 3399", "PawnValue [seed] = 33x99");
        int line = lineOf(text, "PawnValue [seed]");
        ParameterFileException e = assertThrows(ParameterFileException.class, () -> model.loadParameters(write(text)));
        assertTrue(e.getMessage().contains("line " + line), e.getMessage());
    }

    @Test
    void wrongArrayLengthNamesTheLineAndParameter() throws IOException {
        String text = defaultText().replace("PassedFree [seed] = 0 0 0 101 300 601 1000 1000",
                "PassedFree [seed] = 0 0 0 101 300 601 1000");
        int line = lineOf(text, "PassedFree [seed]");
        ParameterFileException e = assertThrows(ParameterFileException.class, () -> model.loadParameters(write(text)));
        assertTrue(e.getMessage().contains("line " + line) && e.getMessage().contains("PassedFree"), e.getMessage());
    }

    @Test
    void missingParameterIsNamed() throws IOException {
        String text = defaultText().replace("UnstoppablePasser [seed] = 25600\n", "");
        ParameterFileException e = assertThrows(ParameterFileException.class, () -> model.loadParameters(write(text)));
        assertTrue(e.getMessage().contains("UnstoppablePasser"), e.getMessage());
    }

    @Test
    void configurationCountOutsideTheTableIsRejected() throws IOException {
        String text = defaultText().replace("DrawConfigurations [strelka] =\n     0  0  0  0  1  0",
                "DrawConfigurations [strelka] =\n     0  0  0  0  3  0");
        ParameterFileException e = assertThrows(ParameterFileException.class, () -> model.loadParameters(write(text)));
        assertTrue(e.getMessage().contains("DrawConfigurations") && e.getMessage().contains("white bishops"),
                e.getMessage());
    }

    private static int lineOf(String text, String start) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError(start + " not found");
    }
}
