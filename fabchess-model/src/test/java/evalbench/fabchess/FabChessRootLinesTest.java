package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import org.junit.jupiter.api.Test;

/** The current PV follows every improvement; the record only deeper or better lines above the window. */
class FabChessRootLinesTest {
    private static final int[] LINE_A = {Move.make(12, 28)};
    private static final int[] LINE_B = {Move.make(11, 27)};

    @Test
    void failLowPrintsButKeepsTheRecord() {
        FabChessRootLines lines = new FabChessRootLines();
        lines.clear();
        assertThat(lines.improved(LINE_A, new long[] {7}, 30, 1, true, 0, 10)).isNotNull();
        // Depth 2, below the window: printed, the current PV changes, the record stays.
        FabChessSearch.Info info = lines.improved(LINE_B, new long[] {7}, -5, 2, false, 0, 20);
        assertThat(info).isNotNull();
        assertThat(info.recorded()).isFalse();
        assertThat(lines.currentScore()).isEqualTo(-5);
        assertThat(lines.pvMove(0, 7)).isEqualTo(LINE_B[0]);
        assertThat(lines.recordPv()).isEqualTo(LINE_A);
        assertThat(lines.recordDepth()).isEqualTo(1);
    }

    @Test
    void sameDepthNeedsAHigherScore() {
        FabChessRootLines lines = new FabChessRootLines();
        lines.clear();
        lines.improved(LINE_A, new long[] {7}, 30, 3, true, 0, 10);
        assertThat(lines.improved(LINE_B, new long[] {7}, 30, 3, true, 0, 20)).as("equal: no line").isNull();
        assertThat(lines.recordPv()).isEqualTo(LINE_A);
        assertThat(lines.improved(LINE_B, new long[] {7}, 31, 3, true, 0, 20)).isNotNull();
        assertThat(lines.recordPv()).isEqualTo(LINE_B);
        assertThat(lines.pvMove(0, 8)).as("another key").isEqualTo(Move.NONE);
        assertThat(lines.pvMove(1, 7)).as("beyond the line").isEqualTo(Move.NONE);
    }
}
