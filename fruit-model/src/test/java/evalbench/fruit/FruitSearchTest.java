package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.StaticExchange;
import evalbench.core.Uci;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.SearchControl;
import evalbench.core.search.StandardMoveSource;
import org.junit.jupiter.api.Test;

/** Fruit's node search on its own: the repetition test along the moves it makes and takes back, and across null moves. */
class FruitSearchTest {
    @Test
    void repetitionIsSeenFourPliesBackButNotAcrossANullMove() {
        Position p = Position.start();
        for (String m : new String[] {"g1f3", "g8f6"}) {
            p.makeMove(Uci.parse(p, m));
        }
        FruitSearch search = FruitSearch.create(FruitSearchSettings.defaults(), 1, new SearchControl());
        search.reset(p, new StandardMoveSource(), position -> 0, DrawRecogniser.NONE, StaticExchange.standard());
        search.make(Uci.parse(p, "f3g1"));
        assertThat(search.isRepetition()).isFalse();
        search.make(Uci.parse(p, "f6g8"));
        assertThat(search.isRepetition()).as("start position again, 4 plies after it").isTrue();
        search.unmake();
        search.unmake();
        assertThat(search.isRepetition()).isFalse();

        // The same board with the same side to move 4 plies later, but across null moves (Fruit's search path
        // counts a null move as a conversion): no repetition.
        SearchPath path = new SearchPath(8);
        path.reset(p);
        path.pushNull(p);
        p.makeNullMove();
        for (String m : new String[] {"f6g8", null, "g8f6"}) {
            if (m == null) {
                path.pushNull(p);
                p.makeNullMove();
            } else {
                int move = Uci.parse(p, m);
                path.push(p, move);
                p.makeMove(move);
            }
        }
        assertThat(p.key()).isEqualTo(Position.fromFen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 3")
                .key());
        assertThat(path.isRepetition(p)).isFalse();
    }
}
