package evalbench.rybka;

import evalbench.core.search.SearchReferenceTestBase;

/**
 * The Rybka model's search against Strelka 2.0 B at depth 8 ({@code strelka-search-d8-games.tsv}: fresh 64 MB
 * hash per position): best move, score and node count, twice: at the last new best move of the last iteration
 * (Strelka's {@code nodes}, the count on its last pv line) and all nodes before {@code bestmove}
 * ({@code total_nodes}). They agree only if the search visits the very same tree: same move order, same pruning,
 * same exchange test, same table slots. Strelka stops deepening at a mate and reports it by the PV's length, so
 * a mate is compared in moves. Every tenth row in the normal build, all 491 under -Pslow.
 */
class SearchReferenceTest extends SearchReferenceTestBase {
    SearchReferenceTest() {
        super(new RybkaModel(), "strelka-search-d8-games.tsv", "Strelka", 10);
    }
}
