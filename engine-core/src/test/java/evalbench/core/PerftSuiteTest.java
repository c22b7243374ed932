package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The whole perft suite (126 positions) against its published node counts. */
class PerftSuiteTest {

    private static List<PositionRecord> suite() {
        return PositionFile.read(DataFolder.corpus("perftsuite.epd"));
    }

    private static void checkToDepth(int maxDepth) {
        List<PositionRecord> records = suite();
        assertThat(records).hasSize(126);
        int checked = 0;
        for (PositionRecord r : records) {
            for (int depth = 1; depth <= maxDepth; depth++) {
                String expected = r.operations().get("D" + depth);
                if (expected == null) {
                    continue;
                }
                long nodes = Perft.count(r.position(), depth);
                assertThat(nodes).as("perft(%d) of %s (line %d)", depth, r.fen(), r.line())
                        .isEqualTo(Long.parseLong(expected));
                checked++;
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(126 * maxDepth - 10);
    }

    @Test
    void wholeSuiteToDepthFour() {
        checkToDepth(4);
    }

    @Test
    @Tag("slow")
    void wholeSuiteToDepthFive() {
        checkToDepth(5);
    }

    @Test
    @Tag("slow")
    void startPositionDepthSix() {
        assertThat(Perft.count(Position.start(), 6)).isEqualTo(119_060_324L);
    }
}
