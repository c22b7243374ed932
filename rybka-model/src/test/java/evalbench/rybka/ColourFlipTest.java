package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.ColourFlipContract;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.Corpus;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The mirror test (CuckooChess style, the kit's {@link ColourFlipContract}): swapping colours and ranks negates the
 * White-view value before tempo and leaves the side-to-move score unchanged (the tempo goes to the other colour, which
 * is then to move). The only exception, per the spec (§2.2), is a position with more pieces of a kind than the
 * material table covers: its lookup reads another configuration's entry, and the mirrored counts read a different
 * one. Those corpus positions are listed here explicitly, and they are exactly the ones with a material-table warning.
 */
class ColourFlipTest extends ColourFlipContract {
    private static final String OUT_OF_RANGE = "more pieces of a kind than the material table covers (spec §2.2): the"
            + " lookup reads another configuration's entry, the mirrored counts a different one";
    /** games.fen lines with out-of-range piece counts (promotions): 53 positions. */
    private static final int[] OUT_OF_RANGE_GAME_LINES = {
        817, 818, 819, 820, 821, 1570, 1571, 1572, 1573, 1574, 1575, 1576, 1577, 1578, 1579, 1580, 1581, 1582,
        1695, 1745, 1746, 1747, 1748, 1749, 1750, 1880, 2895, 2896, 2897, 2898, 2899, 2900, 2901, 2902, 3977,
        3978, 3979, 3980, 3981, 3982, 3999, 4000, 4001, 4002, 4003, 4004, 4005, 4522, 4523, 4524, 4850, 5199,
        6872};
    /** Suite positions with out-of-range counts (three bishops of one colour). */
    private static final Set<String> OUT_OF_RANGE_SUITE_POSITIONS = Set.of(
            "perftsuite.epd:49", "perftsuite.epd:50", "perftsuite.epd:53", "perftsuite.epd:54");

    private final Evaluator evaluator = new RybkaModel().create();

    ColourFlipTest() {
        super(new RybkaModel(), knownAsymmetries());
    }

    private static Map<String, String> knownAsymmetries() {
        Map<String, String> known = new TreeMap<>();
        IntStream.of(OUT_OF_RANGE_GAME_LINES).forEach(line -> known.put(Corpus.GAMES + ":" + line, OUT_OF_RANGE));
        OUT_OF_RANGE_SUITE_POSITIONS.forEach(where -> known.put(where, OUT_OF_RANGE));
        return known;
    }

    @Test
    void theListedPositionsAreExactlyThoseWithAMaterialTableWarning() {
        Set<String> warned = new TreeSet<>();
        for (Corpus.Entry e : Corpus.all()) {
            if (!evaluator.explain(e.position()).warnings().isEmpty()) {
                warned.add(e.where());
            }
        }
        assertEquals(knownAsymmetries().keySet(), warned, "positions with a material-table warning");
    }

    @Test
    void outOfRangeWarningNamesTheCountsAndTheEntryUsed() {
        // Two white queens: the index of wQ = 2 equals that of wQ = 0, bQ = 1.
        Breakdown b = evaluator.explain(Position.fromFen("4k3/8/8/8/8/8/8/Q2QK3 w - - 0 1"));
        assertEquals(1, b.warnings().size());
        String w = b.warnings().get(0);
        assertTrue(w.contains("2 white queens"), w);
        assertTrue(w.contains("wQ bQ wR bR wB bB wN bN wP bP = 0 1 0 0 0 0 0 0 0 0"), w);
        assertNotNull(b.details().get("mat_index"));
        assertEquals("2", b.details().get("mat_index"));
    }
}
