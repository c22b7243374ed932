package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The fast path allocates nothing: the sheet, the pawn cache and the scratch state are preallocated. */
class AllocationFreeTest {
    @Test
    void evaluateAllocatesNothingOnceWarm() {
        Position[] positions = PositionFile.read(DataFolder.corpus("games.fen")).stream()
                .map(PositionRecord::position).toArray(Position[]::new);
        Evaluator evaluator = new RybkaModel().create();
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int i = 0; i < 3; i++) {
            for (Position p : positions) {
                sink += evaluator.evaluate(p);
            }
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (Position p : positions) {
            sink += evaluator.evaluate(p);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        // A few bytes of measurement noise are tolerated; one object per evaluation would be > 100 KB.
        assertTrue(allocated < 4096, "bytes allocated by " + positions.length + " evaluations: " + allocated
                + " (checksum " + sink + ")");
    }
}
