package evalbench.toga;

import evalbench.core.search.SearchReferenceTestBase;

/**
 * The Toga model's search against Toga II 3.0 at depth 8 ({@code toga2-search-d8-games.tsv}: fresh 64 MB hash per
 * position): best move, score, the node count at the last new best move of the last iteration ({@code nodes}) and
 * all nodes of the search ({@code total_nodes}). They agree only if the search visits the very same tree: the same
 * aspiration windows, pruning, reductions and extensions, the same table entries and the same lazy evaluations.
 * Every fiftieth row in the normal build, all 491 under -Pslow.
 */
class SearchReferenceTest extends SearchReferenceTestBase {
    SearchReferenceTest() {
        super(new TogaModel(), "toga2-search-d8-games.tsv", "Toga", 50);
    }
}
