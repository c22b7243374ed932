package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The driver over engine-core's plain search (a profile that is no engine's) with a material evaluation. */
class SearchTest {
    private static Search newSearch() {
        return new Search(SearchProfile.standard("test"), new MaterialEvaluator(), 16);
    }

    private static SearchResult search(String fen, SearchLimits limits) {
        return newSearch().run(Position.fromFen(fen), limits, SearchListener.NONE);
    }

    @Test
    void findsAMateInTwoWithItsDistance() {
        // 1. Qd8+ Bxd8 2. Re8# (the bishop on b5 covers e8).
        SearchResult r = search("r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1", SearchLimits.depth(5));
        assertThat(r.score()).isEqualTo(Score.mate(2, Bound.EXACT));
        assertThat(Move.toUci(r.bestMove())).isEqualTo("d5d8");
        assertThat(r.pvUci()).startsWith("d5d8 e7d8 e1e8");
    }

    @Test
    void matedSideSeesTheDistanceAsNegative() {
        // Black's only move Kb8 is answered by Rh8#.
        SearchResult r = search("k7/8/1K6/8/8/8/8/7R b - - 0 1", SearchLimits.depth(4));
        assertThat(r.score()).isEqualTo(Score.mate(-1, Bound.EXACT));
        assertThat(Move.toUci(r.bestMove())).isEqualTo("a8b8");
    }

    @Test
    void stalemateAtTheRootHasNoMoveAndScoresZero() {
        SearchResult r = search("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", SearchLimits.depth(3));
        assertThat(r.bestMove()).isEqualTo(Move.NONE);
        assertThat(r.score()).isEqualTo(Score.cp(0, Bound.EXACT));
    }

    @Test
    void aMateInOneIsPreferredToAStalemate() {
        // Qg7#, Qh5# and Qh6# mate; Qg8+?? and others do not, and some quiet queen moves stalemate.
        SearchResult r = search("7k/5K2/6Q1/8/8/8/8/8 w - - 0 1", SearchLimits.depth(2));
        assertThat(r.score()).isEqualTo(Score.mate(1, Bound.EXACT));
        Position after = Position.fromFen("7k/5K2/6Q1/8/8/8/8/8 w - - 0 1");
        after.makeMove(r.bestMove());
        assertThat(after.inCheck()).isTrue();
        assertThat(MoveGenerator.legalMoves(after)).isEmpty();
    }

    @Test
    void fiftyMoveRuleMakesAWinningMaterialEdgeWorthNothing() {
        // White is a rook up, but 99 reversible plies are played: every quiet move draws by the 50-move rule.
        SearchResult r = search("7k/8/8/8/8/8/8/R5K1 w - - 99 150", SearchLimits.depth(3));
        assertThat(r.score()).isEqualTo(Score.cp(0, Bound.EXACT));
        // With a fresh clock the rook counts.
        assertThat(search("7k/8/8/8/8/8/8/R5K1 w - - 0 150", SearchLimits.depth(3)).score().value()).isGreaterThan(400);
    }

    @Test
    void aRepetitionIsADrawWhateverTheMaterial() {
        // White is a rook up; Ka1-b1 Ka8-b8 Kb1-a1 were played, so Black's Kb8-a8 brings back the position of 4 plies
        // before: a draw. The same move from the same placement without that history loses the rook's worth.
        String fen = "k7/8/8/8/8/8/7R/K7 w - - 0 1";
        Position played = Position.fromFen(fen);
        for (String m : new String[] {"a1b1", "a8b8", "b1a1"}) {
            played.makeMove(Uci.parse(played, m));
        }
        SearchLimits back = SearchLimits.depth(2).withSearchMoves(List.of(Uci.parse(played, "b8a8")));
        assertThat(newSearch().run(played, back, SearchListener.NONE).score()).isEqualTo(Score.cp(0, Bound.EXACT));
        Position fresh = Position.fromFen("1k6/8/8/8/8/8/7R/K7 b - - 4 3");
        assertThat(newSearch().run(fresh, back, SearchListener.NONE).score().value()).isEqualTo(-500);
    }

    @Test
    void sameResultTwiceForAFixedDepth() {
        String fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9";
        SearchResult a = search(fen, SearchLimits.depth(6));
        SearchResult b = search(fen, SearchLimits.depth(6));
        assertThat(b.nodes()).isEqualTo(a.nodes());
        assertThat(b.pv()).isEqualTo(a.pv());
        assertThat(b.score()).isEqualTo(a.score());
    }

    @Test
    void everyPvMoveIsLegalFromItsPosition() {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        List<SearchInfo> infos = new ArrayList<>();
        newSearch().run(Position.fromFen(fen), SearchLimits.depth(6), infos::add);
        assertThat(infos).isNotEmpty();
        for (SearchInfo info : infos) {
            Position p = Position.fromFen(fen);
            for (int move : info.pv()) {
                assertThat(MoveGenerator.isLegal(p, move)).as("%s in %s", Move.toUci(move), info).isTrue();
                p.makeMove(move);
            }
        }
    }

    @Test
    void nodeLimitIsKeptAfterTheFirstIteration() {
        SearchResult r = search("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
                SearchLimits.nodes(20_000));
        assertThat(r.nodes()).isBetween(20_000L, 20_100L);
        assertThat(r.bestMove()).isNotEqualTo(Move.NONE);
    }

    @Test
    void searchMovesRestrictTheRoot() {
        Position p = Position.start();
        SearchLimits limits = SearchLimits.depth(4).withSearchMoves(List.of(Uci.parse(p, "a2a3")));
        assertThat(Move.toUci(newSearch().run(p, limits, SearchListener.NONE).bestMove())).isEqualTo("a2a3");
    }

    @Test
    void stopIsHonouredQuicklyAndMovetimeIsKept() throws Exception {
        Search s = newSearch();
        Position p = Position.fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9");
        SearchResult[] out = new SearchResult[1];
        Thread t = new Thread(() -> out[0] = s.run(p, SearchLimits.untilStopped(), SearchListener.NONE));
        t.start();
        Thread.sleep(300);
        long asked = System.nanoTime();
        s.stop();
        t.join(2000);
        long latencyMs = (System.nanoTime() - asked) / 1_000_000;
        assertThat(t.isAlive()).isFalse();
        assertThat(latencyMs).as("stop latency").isLessThan(50);
        assertThat(out[0].bestMove()).isNotEqualTo(Move.NONE);

        long start = System.nanoTime();
        SearchResult timed = s.run(p, SearchLimits.moveTime(200), SearchListener.NONE);
        long took = (System.nanoTime() - start) / 1_000_000;
        assertThat(took).as("movetime 200 ms took").isBetween(190L, 250L);
        assertThat(timed.bestMove()).isNotEqualTo(Move.NONE);
    }
}
