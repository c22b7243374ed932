package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pawn cache keeps a summary per slot (each side's summed terms, passer files, wing values): what it gives back
 * must be what computing the structure gives, for every games.fen position, whether just computed or loaded.
 */
class PawnCacheTest {
    private static final RybkaParameters P = RybkaParameters.from(new RybkaModel().defaultParameters());

    @Test
    void aSummaryLoadedFromItsSlotEqualsTheComputedInfo() {
        PawnStructure structure = new PawnStructure(P, new ShelterPatterns(P));
        long[] slot = new long[PawnInfo.SUMMARY_LONGS + 2];
        List<PositionRecord> records = PositionFile.read(DataFolder.corpus("games.fen"));
        for (PositionRecord r : records) {
            Position position = r.position();
            PawnInfo computed = new PawnInfo();
            structure.compute(position, computed);
            computed.save(slot, 1);
            PawnInfo loaded = new PawnInfo();
            loaded.load(slot, 1);
            for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
                assertThat(loaded.passerFiles(c)).as("%s passers", r.fen()).isEqualTo(computed.passerFiles(c));
                for (int w = 0; w < ShelterPatterns.WINGS; w++) {
                    assertThat(loaded.wing(c, w)).as("%s wing %d", r.fen(), w).isEqualTo(computed.wing(c, w));
                    assertThat(loaded.wingShelter(c, w)).as("%s shelter %d", r.fen(), w)
                            .isEqualTo(computed.wingShelter(c, w));
                }
                // The loaded summary's sum against the computed info's single terms, added one by one.
                assertThat(fastSum(loaded, c)).as("%s sums", r.fen()).isEqualTo(recordedSum(computed, c));
            }
        }
        assertThat(records).hasSizeGreaterThan(7000);
    }

    /** Every position evaluated twice through one cache (the second time mostly from slots) as with a cold one. */
    @Test
    void cachedEvaluationsEqualColdOnesOnTheSecondPassToo() {
        RybkaModel model = new RybkaModel();
        RybkaEvaluator cached = (RybkaEvaluator) model.create();
        RybkaEvaluator cold = (RybkaEvaluator) model.create();
        List<PositionRecord> records = PositionFile.read(DataFolder.corpus("games.fen"));
        for (int pass = 0; pass < 2; pass++) {
            for (PositionRecord r : records) {
                cold.clearCaches();
                assertThat(cached.evaluate(r.position())).as("pass %d %s", pass, r.fen())
                        .isEqualTo(cold.evaluate(r.position()));
            }
        }
    }

    private static long fastSum(PawnInfo info, int colour) {
        ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
        sheet.start(false);
        return info.addTo(colour, sheet);
    }

    private static long recordedSum(PawnInfo info, int colour) {
        ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
        sheet.start(true);
        return info.addTo(colour, sheet);
    }
}
