package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import org.junit.jupiter.api.Test;

/**
 * Strelka's hash keys: values printed by an instrumented build of Strelka 2.0 B for the positions after a move,
 * and the key kept along the moves equal to the key computed from scratch.
 */
class StrelkaKeyTrailTest {
    private static long keyAfter(String fen, String move) {
        Position p = Position.fromFen(fen);
        StrelkaKeyTrail trail = new StrelkaKeyTrail();
        trail.reset(p);
        trail.make(p, Uci.parse(p, move));
        return trail.key();
    }

    @Test
    void keysAreStrelkas() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThat(keyAfter(start, "e2e4")).isEqualTo(0x6f2900966ca86b6aL);
        assertThat(keyAfter(start, "g1f3")).isEqualTo(0x5bed3937249046a4L);
        String enPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        assertThat(keyAfter(enPassant, "e5f6")).isEqualTo(0x6355028760e0e78bL);
        assertThat(keyAfter(enPassant, "e1e2")).isEqualTo(0x3f2080a5a0922633L);
    }

    @Test
    void theKeptKeyEqualsTheKeyFromScratchAfterEveryMove() {
        StrelkaKeyTrail trail = new StrelkaKeyTrail();
        StrelkaKeyTrail scratch = new StrelkaKeyTrail();
        int checked = 0;
        for (PositionRecord r : PositionFile.read(DataFolder.corpus("perftsuite.epd"))) {
            Position p = r.position();
            for (int move : MoveGenerator.legalMoves(p)) {
                trail.reset(p);
                trail.make(p, move);
                scratch.reset(p);
                assertThat(trail.key()).as("%s after %s", r.fen(), move).isEqualTo(scratch.key());
                trail.makeNull(p);
                long afterNull = trail.key();
                scratch.reset(p);
                assertThat(afterNull).as("null move after %s", move).isEqualTo(scratch.key());
                trail.unmakeNull(p);
                trail.unmake(p);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }
}
