package evalbench.fruit;

import evalbench.core.search.SearchReferenceTestBase;

/**
 * The Fruit model's search against the real Fruit 2.1 at depth 8 ({@code fruit21-search-d8-games.tsv}: fresh
 * 64 MB hash per position): best move, score and node count. Every tenth row in the normal build, all 491
 * under -Pslow. The node count equals Fruit's only if the search visits the very same tree: same move order,
 * same pruning, same hash-table slots.
 */
class SearchReferenceTest extends SearchReferenceTestBase {
    SearchReferenceTest() {
        super(new FruitModel(), "fruit21-search-d8-games.tsv", "Fruit", 10);
    }
}
