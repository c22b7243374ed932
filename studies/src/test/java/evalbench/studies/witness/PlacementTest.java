package evalbench.studies.witness;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.io.Corpus;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The witness search's edits: FEN round trips, castling kept only while king and rook are home, legality. */
class PlacementTest {
    @Test
    void everyCorpusPositionRoundTripsWithoutItsCounters() {
        for (Corpus.Entry e : Corpus.all()) {
            Placement p = Placement.of(e.position());
            Position back = p.position();
            assertThat(back).as(e.where()).isNotNull();
            String[] fen = e.fen().split(" ");
            String[] ours = p.fen().split(" ");
            assertThat(ours[0]).as(e.where()).isEqualTo(fen[0]);
            assertThat(ours[1]).as(e.where()).isEqualTo(fen[1]);
            assertThat(ours[2]).as(e.where()).isEqualTo(fen[2]);
        }
    }

    @Test
    void castlingRightsGoWhenTheRookLeaves() {
        Placement start = Placement.of(Position.start());
        assertThat(start.fen()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(start.without(Square.H1).fen()).contains(" w Qkq - ");
        assertThat(start.without(Square.E8).position()).as("no black king").isNull();
    }

    @Test
    void randomEditsAreCountedOnlyWhenLegal() {
        SplittableRandom random = new SplittableRandom(5);
        Placement p = Placement.of(Position.start());
        int legal = 0;
        for (int i = 0; i < 2000; i++) {
            Placement next = Mutations.random(p, random);
            Position position = next.position();
            if (position != null) {
                legal++;
                assertThat(position.toFen().split(" ")[0]).isEqualTo(next.fen().split(" ")[0]);
                p = next;
            }
        }
        assertThat(legal).isGreaterThan(1000);
    }
}
