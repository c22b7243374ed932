package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Without a display the window does not open: one line saying so, then the command-line help. */
class GuiCommandTest {
    private String glass;

    @BeforeEach
    void noDisplay() {
        assumeTrue(System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null,
                "a display is available here");
        // The GUI tests run on Monocle's headless screen, which counts as a display; take it away.
        glass = System.clearProperty("glass.platform");
    }

    @AfterEach
    void restore() {
        if (glass != null) {
            System.setProperty("glass.platform", glass);
        }
    }

    @Test
    void guiWithoutADisplaySaysSoInOneLineAndPrintsTheHelp() {
        CliRunner r = CliRunner.run("gui");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err.lines()).hasSize(1);
        assertThat(r.err).startsWith("evalbench: no display").doesNotContain("Exception");
        assertThat(r.out).contains("Usage: evalbench").contains("eval ").contains("perft ").contains("gui ");
    }

    @Test
    void noArgumentsWithoutADisplayPrintsTheHelpAndExitsZero() {
        CliRunner r = CliRunner.run();
        assertThat(r.exitCode).isZero();
        assertThat(r.err).startsWith("evalbench: no display");
        assertThat(r.out).contains("search ").contains("uci ");
    }

    @Test
    void aBadFenIsBadInputBeforeAnyWindow() {
        CliRunner r = CliRunner.run("gui", "--fen", "8/8/8 w - - 0 1");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err.lines()).hasSize(1);
        assertThat(r.err).contains("FEN");
    }
}
