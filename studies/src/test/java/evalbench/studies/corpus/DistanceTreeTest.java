package evalbench.studies.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DistanceTreeTest {
    private static final double N = Double.NaN;

    @Test
    void namesWithAReasonOrUnmeasuredDistancesStayOutOfTheTree() {
        List<String> names = List.of("a", "b", "c", "d");
        double[][] d = {
            {0, 0.1, 0.4, N},
            {0.1, 0, 0.5, N},
            {0.4, 0.5, 0, 0.3},
            {N, N, 0.3, 0}};
        DistanceTree.Result r = DistanceTree.of(names, d, Map.of());
        // d has two unmeasured distances, more than anyone else: it goes, the rest is fully measured
        assertThat(r.names()).containsExactly("a", "b", "c");
        assertThat(r.leftOut()).containsOnlyKeys("d");
        assertThat(r.leftOut().get("d")).contains("a, b");
        assertThat(r.newick()).isEqualTo(Upgma.cluster(List.of("a", "b", "c"),
                new double[][] {{0, 0.1, 0.4}, {0.1, 0, 0.5}, {0.4, 0.5, 0}}).newick());

        DistanceTree.Result given = DistanceTree.of(names, d, Map.of("c", "3 leaves, fewer than 20"));
        assertThat(given.leftOut()).containsEntry("c", "3 leaves, fewer than 20").containsKey("d");
        assertThat(given.names()).containsExactly("a", "b");

        DistanceTree.Result none = DistanceTree.of(List.of("x", "y"), new double[][] {{0, N}, {N, 0}}, Map.of());
        assertThat(none.newick()).isNull();
        assertThat(none.merges()).isEmpty();
        assertThat(none.names()).hasSize(1);
        assertThat(DistanceTree.of(List.of(), new double[0][0], Map.of()).newick()).isNull();
    }
}
