package evalbench.studies.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, item 5: a run's outputs are written all or none. A child JVM writes three outputs slowly and is
 * stopped (SIGTERM, as Ctrl-C) at moments spread over its writing; after each stop every output is either still
 * old or all are new, and no temporary file is left.
 */
class KillDuringWriteTest {
    static final int OUTPUTS = 3;
    static final int RUNS = 12;

    @TempDir
    Path dir;

    /** The child: writes OUTPUTS files in one batch, each content taking about 60 ms. */
    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        AtomicOutput.Batch batch = new AtomicOutput.Batch();
        for (int i = 0; i < OUTPUTS; i++) {
            batch.add(folder.resolve("out" + i + ".txt"), w -> {
                for (int k = 0; k < 6; k++) {
                    w.write("new ".repeat(1000));
                    w.flush();
                    sleep(10);
                }
            });
        }
        System.out.println("writing");
        System.out.flush();
        batch.commit();
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void stoppedRunsLeaveAllOldOrAllNew() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("java.class.path");
        int allOld = 0;
        int allNew = 0;
        for (int run = 0; run < RUNS; run++) {
            Path folder = Files.createDirectory(dir.resolve("run" + run));
            for (int i = 0; i < OUTPUTS; i++) {
                Files.writeString(folder.resolve("out" + i + ".txt"), "old");
            }
            Process child = new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", classpath,
                    KillDuringWriteTest.class.getName(), folder.toString()).redirectErrorStream(true).start();
            // wait until the child starts writing, then stop it somewhere in its ~180 ms of writing (or after)
            child.getInputStream().read();
            Thread.sleep(run * 40L);
            child.destroy();
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
            List<String> contents = new ArrayList<>();
            for (int i = 0; i < OUTPUTS; i++) {
                String text = Files.readString(folder.resolve("out" + i + ".txt"));
                contents.add(text.equals("old") ? "old" : text.startsWith("new") ? "new" : "broken");
            }
            assertThat(contents).as("run " + run).containsAnyOf("old", "new").doesNotContain("broken");
            assertThat(contents.stream().distinct().count()).as("run %d: %s", run, contents).isEqualTo(1);
            if (contents.get(0).equals("old")) {
                allOld++;
            } else {
                allNew++;
            }
            try (var files = Files.list(folder)) {
                assertThat(files.map(p -> p.getFileName().toString())).as("run " + run)
                        .allMatch(n -> n.matches("out\\d\\.txt"));
            }
        }
        System.out.printf("kill during write: %d runs stopped, %d left every output old, %d every output new,"
                + " 0 mixed%n", RUNS, allOld, allNew);
        assertThat(allOld).as("some runs were stopped while writing").isPositive();
    }

}
