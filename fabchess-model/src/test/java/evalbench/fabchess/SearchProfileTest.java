package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The FabChess search through engine-core's driver (the node-search SPI), as the command line and the window run
 * it: on a few reference rows it gives FabChess's best move, score and node total; a single legal move is answered
 * without a node; a node limit ends it.
 */
class SearchProfileTest {
    private static Search search() {
        FabChessModel model = new FabChessModel();
        return new Search(model.searchProfile(), model.create(), 64);
    }

    @Test
    void driverGivesFabChessResults() {
        Search search = search();
        List<FabChessSearchReference.Row> rows = FabChessSearchReference.rows();
        // Rows 1, 2 and a mate row (games line 481).
        for (FabChessSearchReference.Row row : List.of(rows.get(0), rows.get(1), rows.get(30))) {
            search.clearHash();
            SearchResult result = search.run(Position.fromFen(row.fen()), SearchLimits.depth(8), info -> { });
            assertThat(Move.toUci(result.bestMove())).as("line %d", row.line()).isEqualTo(row.bestMove());
            String expected = row.scoreType().equals("mate") ? "mate " + row.score() : "cp " + row.score();
            assertThat(result.score().toUci()).as("line %d", row.line()).isEqualTo(expected);
            assertThat(result.nodes()).as("line %d", row.line()).isEqualTo(row.totalNodes());
            // The rest of the workbench gets plain engine-core moves: each PV move legal where it is played.
            Position line = Position.fromFen(row.fen());
            for (int move : result.pv()) {
                assertThat(MoveGenerator.isLegal(line, move)).as("%s in %s", Move.toUci(move), line.toFen()).isTrue();
                line.makeMove(move);
            }
        }
    }

    @Test
    void singleLegalMoveIsAnsweredWithoutSearching() {
        FabChessSearchReference.Row row = FabChessSearchReference.rows().stream().filter(r -> r.depth() == 0).findFirst()
                .orElseThrow();
        SearchResult result = search().run(Position.fromFen(row.fen()), SearchLimits.depth(8), info -> { });
        assertThat(Move.toUci(result.bestMove())).isEqualTo(row.bestMove());
        assertThat(result.nodes()).isZero();
    }

    @Test
    void nodeLimitEndsTheSearch() {
        SearchResult result = search().run(Position.start(), SearchLimits.nodes(5000), info -> { });
        assertThat(result.bestMove()).isNotEqualTo(Move.NONE);
        assertThat(result.nodes()).isBetween(5000L, 6100L);
    }
}
