package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.fake.MiniModel;
import evalbench.core.eval.Models;
import org.junit.jupiter.api.Test;

/**
 * A model found on the class path appears in every command with no change outside its module: the test model
 * {@link MiniModel} is registered only in the app's test resources.
 */
class FakeModelCommandsTest {
    private static final String FEN = "r2qkbnr/1pp2ppp/p1p5/4p3/4P3/3P1Q2/PPP2PPP/RNB2RK1 b kq - 0 7";

    @Test
    void theTestModelIsFoundThroughTheServiceLoader() {
        assertThat(Models.all()).extracting(m -> m.id()).contains("fruit", "rybka", MiniModel.ID);
    }

    @Test
    void evalAllShowsEveryModelSideBySide() {
        CliRunner r = CliRunner.run("eval", "--model", "all", "--fen", FEN);
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("| fruit (centipawn)", "| rybka (1/32 centipawn)", "| mini (centipawn)");
        assertThat(r.out).contains(MiniModel.OWN_TERM);
    }

    @Test
    void evalTakesAnyCommaList() {
        CliRunner r = CliRunner.run("eval", "--model", "mini,fruit", "--fen", FEN);
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out.indexOf("| mini")).isPositive().isLessThan(r.out.indexOf("| fruit"));
        assertThat(r.out).doesNotContain("| rybka");
    }

    @Test
    void anUnknownModelIsABadInputNamingTheKnownOnes() {
        CliRunner r = CliRunner.run("eval", "--model", "fruit,nosuch", "--fen", FEN);
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("nosuch", "mini", "fruit", "rybka");
    }

    @Test
    void evalTsvOfTheTestModel() {
        CliRunner r = CliRunner.run("eval", "--model", "mini", "--fen", FEN, "--format", "tsv");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out.lines().toList()).hasSize(2).first().isEqualTo("line\tfen\teval_white");
    }

    @Test
    void tablesIncludeTheTestModel() {
        CliRunner r = CliRunner.run("tables");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("mini");
    }
}
