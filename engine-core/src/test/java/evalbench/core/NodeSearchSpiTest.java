package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.search.Bound;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.MaterialEvaluator;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.RootMoves;
import evalbench.core.search.RootReporter;
import evalbench.core.search.Search;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import evalbench.core.search.SearchOption;
import evalbench.core.search.ProfileDelegate;
import evalbench.core.search.SearchProfile;
import evalbench.core.search.SearchResult;
import evalbench.core.search.SearchSettings;
import evalbench.core.search.SearchTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A model brings its own node search through the public SPI alone (this test lives outside the search package):
 * the driver runs it, reports its best move and node count, and clears and sizes its table.
 */
class NodeSearchSpiTest {
    /** A table that only remembers what the driver asked of it. */
    private static final class RecordingTable implements SearchTable {
        int megabytes;
        int clears;
        int searches;

        RecordingTable(int megabytes) {
            this.megabytes = megabytes;
        }

        @Override
        public void clear() {
            clears++;
        }

        @Override
        public void resize(int size) {
            megabytes = size;
        }

        @Override
        public int megabytes() {
            return megabytes;
        }

        @Override
        public void newSearch() {
            searches++;
        }

        @Override
        public int hashFull() {
            return 0;
        }
    }

    /** One ply: every root move made and evaluated, the best reported. */
    private static final class OnePly implements NodeSearch {
        final RecordingTable table;
        final SearchControl control;
        Position position;
        MoveSource moves;
        SearchEvaluation eval;
        long nodes;

        OnePly(RecordingTable table, SearchControl control) {
            this.table = table;
            this.control = control;
        }

        @Override
        public SearchTable table() {
            return table;
        }

        @Override
        public void reset(Position root, MoveSource source, SearchEvaluation evaluation, DrawRecogniser drawRules,
                ExchangeEvaluator exchange) {
            position = root;
            moves = source;
            eval = evaluation;
            nodes = 0;
        }

        @Override
        public int[] orderRoot(int[] legal) {
            return legal;
        }

        @Override
        public int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter) {
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < list.size(); i++) {
                int move = list.move(i);
                moves.make(position, move);
                control.countNode(++nodes);
                int value = -eval.evaluate(position);
                moves.unmake(position);
                list.setValue(i, value);
                if (value > best) {
                    best = value;
                    reporter.newBest(move, value, Bound.EXACT, depth, new int[] {move});
                }
            }
            list.sort();
            return best;
        }

        @Override
        public void iterationDone(int[] pv) {
        }

        @Override
        public long nodes() {
            return nodes;
        }

        @Override
        public int selDepth() {
            return 1;
        }
    }

    /** The standard profile with the node search above. */
    private record OnePlyProfile(SearchProfile delegate, OnePly[] made) implements ProfileDelegate {
        @Override
        public String name() {
            return "one ply";
        }

        @Override
        public SearchProfile withOptions(Map<String, String> values) {
            return this;
        }

        @Override
        public NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
            made[0] = new OnePly(new RecordingTable(hashMegabytes), control);
            return made[0];
        }
    }

    @Test
    void theDriverRunsTheProfilesNodeSearchAndItsTable() {
        OnePly[] made = new OnePly[1];
        Search search = new Search(new OnePlyProfile(SearchProfile.standard("base"), made), new MaterialEvaluator(), 8);
        Position position = Position.fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        SearchResult result = search.run(position, SearchLimits.depth(2), SearchListener.NONE);

        assertThat(Move.toUci(result.bestMove())).isEqualTo("d2d5");
        assertThat(result.score().value()).isEqualTo(500);
        int legal = MoveGenerator.generate(position, new int[MoveGenerator.MAX_MOVES], 0);
        assertThat(result.nodes()).as("two iterations of one ply").isEqualTo(2L * legal);
        assertThat(made[0].table.searches).isEqualTo(1);
        assertThat(search.hashSize()).isEqualTo(8);
        search.setHashSize(4);
        search.clearHash();
        assertThat(made[0].table.megabytes).isEqualTo(4);
        assertThat(made[0].table.clears).isEqualTo(1);
    }
}
