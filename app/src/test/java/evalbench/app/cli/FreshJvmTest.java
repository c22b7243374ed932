package evalbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The child JVM's command line: this JVM's options without debugger or profiler, then class path, main, args. */
class FreshJvmTest {
    @Test
    void passesTheJvmOptionsOnButNotADebuggerOrAFlightRecording() {
        List<String> command = FreshJvm.command(List.of("-XX:-UseCompressedOops", "-Xmx2g",
                "-agentlib:jdwp=transport=dt_socket,server=y,address=5005", "-XX:StartFlightRecording=filename=a.jfr"),
                "/usr/bin/java", "a.jar:b.jar", List.of("bench", "--eval-only"));
        assertThat(command).containsExactly("/usr/bin/java", "-XX:-UseCompressedOops", "-Xmx2g", "-cp", "a.jar:b.jar",
                "evalbench.app.Main", "bench", "--eval-only");
    }
}
