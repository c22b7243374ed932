package evalbench.studies.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterSet;
import evalbench.core.io.DataFolder;
import evalbench.fruit.FruitModel;
import evalbench.rybka.RybkaModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped sets: every table is Fruit's formula, and the recovered weights are the very numbers the parameter
 * files hold (read here by name, not copied from the program's output).
 */
class RealTablesTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    private final ParameterSet fruitSet = new FruitModel().defaultParameters();
    private final ParameterSet rybkaSet = new RybkaModel().defaultParameters();
    private final TablesAnalysis analysis = new TablesAnalysis(
            List.of(TablesAnalysis.tables("fruit", fruitSet), TablesAnalysis.tables("rybka", rybkaSet)));

    @Test
    void everyPstOfBothModelsIsExact() {
        assertEquals(24, analysis.pst().size());
        for (TablesAnalysis.PstRow r : analysis.pst()) {
            assertEquals(0, r.fit().maxAbsResidual(), r.model().modelId() + " " + r.pieceName() + " " + r.stage());
        }
    }

    @Test
    void fruitWeightsAreFruitsParameters() {
        Map<String, Integer> knight = weights("fruit", PieceType.KNIGHT, EvalStage.OPENING);
        assertEquals(fruitSet.value("KnightCentreOpening"), knight.get("KnightCentre"));
        assertEquals(fruitSet.value("KnightRankOpening"), knight.get("KnightRank"));
        assertEquals(fruitSet.value("KnightBackRankOpening"), knight.get("KnightBackRank"));
        assertEquals(fruitSet.value("KnightTrapped"), knight.get("KnightTrapped"));
        int[] centre = fruitSet.values("PawnCentreOpening", 8);
        Map<String, Integer> pawn = weights("fruit", PieceType.PAWN, EvalStage.OPENING);
        assertEquals(fruitSet.value("PawnFileOpening"), pawn.get("PawnFile"));
        assertEquals(centre[2], pawn.get("PawnCentre3"));
        assertEquals(centre[3], pawn.get("PawnCentre4"));
        assertEquals(centre[4], pawn.get("PawnCentre5"));
        Map<String, Integer> king = weights("fruit", PieceType.KING, EvalStage.OPENING);
        assertEquals(fruitSet.value("KingFileOpening"), king.get("KingFile"));
        assertEquals(fruitSet.value("KingRankOpening"), king.get("KingRank"));
        assertEquals(fruitSet.value("KingCentreEndgame"), weights("fruit", PieceType.KING, EvalStage.ENDGAME).get("KingCentre"));
        assertEquals(fruitSet.value("BishopDiagonalOpening"), weights("fruit", PieceType.BISHOP, EvalStage.OPENING).get("BishopDiagonal"));
    }

    @Test
    void rybkaWeightsAreRybkasParameters() {
        Map<String, Integer> knight = weights("rybka", PieceType.KNIGHT, EvalStage.OPENING);
        assertEquals(rybkaSet.value("KnightCentreOpening"), knight.get("KnightCentre"));
        assertEquals(rybkaSet.value("KnightRankOpening"), knight.get("KnightRank"));
        assertEquals(rybkaSet.value("KnightTrapped"), knight.get("KnightTrapped"));
        assertEquals(0, knight.get("KnightBackRank"));
        Map<String, Integer> pawn = weights("rybka", PieceType.PAWN, EvalStage.OPENING);
        assertEquals(rybkaSet.value("PawnFileOpening"), pawn.get("PawnFile"));
        assertEquals(rybkaSet.value("PawnCentreOpening"), pawn.get("PawnCentre5"));
        assertEquals(0, pawn.get("PawnCentre3"));
        assertEquals(0, pawn.get("PawnCentre4"));
        assertEquals(rybkaSet.value("PawnFileEndgame"), weights("rybka", PieceType.PAWN, EvalStage.ENDGAME).get("PawnFile"));
        assertEquals(0, weights("rybka", PieceType.KING, EvalStage.OPENING).get("KingRank"));
        assertEquals(rybkaSet.value("QueenBackRankOpening"), weights("rybka", PieceType.QUEEN, EvalStage.OPENING).get("QueenBackRank"));
    }

    /** The data file is Appendix B copied; Rybka's hard-coded tables fit Fruit's basis exactly (the non-circular check). */
    @Test
    void appendixBTablesFitExactlyWithTheModelsWeights() throws Exception {
        List<String> spec = Files.readAllLines(DataFolder.reference("rybka-1.0-beta-tables.txt"), StandardCharsets.UTF_8);
        List<String> appendix = new ArrayList<>();
        int i = 0;
        while (!spec.get(i).startsWith("## Appendix B")) {
            i++;
        }
        while (!spec.get(i).startsWith("```")) {
            i++;
        }
        for (i++; !spec.get(i).startsWith("```"); i++) {
            appendix.add(spec.get(i));
        }
        List<String> data = new ArrayList<>();
        for (String line : Files.readAllLines(REPO.resolve("docs/data/rybka-appendix-b-pst.txt"), StandardCharsets.UTF_8)) {
            if (!line.startsWith("#")) {
                data.add(line);
            }
        }
        assertEquals(appendix, data);
        List<TableFile.Table> tables = TableFile.read(REPO.resolve("docs/data/rybka-appendix-b-pst.txt"));
        assertEquals(12, tables.size());
        for (TableFile.Table t : tables) {
            PstFit fit = PstDecomposer.fit(t.values(), TablesAnalysis.basis().columns(t.piece()));
            assertEquals(0, fit.maxAbsResidual(), t.title());
            assertEquals(weights("rybka", t.piece(), t.stage()), fit.weights(), t.title());
        }
    }

    @Test
    void rybkaArraysAreTruncatedQuadAndFruitsFitBothRules() {
        String[] rybka = {"PassedOpening", "PassedEndgame", "CandidateOpening", "CandidateEndgame", "PassedUnblockedOwn",
            "PassedUnblockedOpp", "PassedFree", "PassedAttDistance", "PassedDefDistance"};
        for (String name : rybka) {
            TablesAnalysis.QuadRow r = quad("rybka", name);
            int[] array = rybkaSet.values(name, 8);
            assertEquals(Rounding.TRUNCATE, r.fit().rounding(), name);
            assertEquals(List.of(), r.fit().alsoFits(), name);
            assertEquals(array[0], r.fit().min(), name);
            assertEquals(array[6], r.fit().max(), name);
            assertEquals("max", r.fit().rank8Holds(), name);
        }
        for (String name : new String[] {"PassedOpening", "PassedEndgame", "CandidateOpening", "CandidateEndgame"}) {
            TablesAnalysis.QuadRow r = quad("fruit", name);
            assertEquals(fruitSet.value(name + "Min"), r.fit().min(), name);
            assertEquals(fruitSet.value(name + "Max"), r.fit().max(), name);
            assertEquals(Rounding.ROUND, r.fit().rounding(), name);
            assertEquals(List.of(Rounding.TRUNCATE), r.fit().alsoFits(), name);
        }
    }

    @Test
    void fruitsArraysComeFromItsQuad() {
        // Fruit's own quad() (fruit-model) against the curve here: the same numbers for (20, 140)
        assertArrayEquals(new int[] {20, 20, 20, 32, 56, 92, 140, 20}, quad("fruit", "PassedEndgame").fit().array());
    }

    private Map<String, Integer> weights(String model, int piece, EvalStage stage) {
        return analysis.pst(model, piece, stage).fit().weights();
    }

    private TablesAnalysis.QuadRow quad(String model, String param) {
        for (TablesAnalysis.QuadRow r : analysis.quad()) {
            if (r.model().modelId().equals(model) && r.array().param().equals(param)) {
                return r;
            }
        }
        throw new AssertionError("no " + model + " " + param);
    }
}
