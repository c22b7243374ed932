package evalbench.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What the corpus studies (compare, fingerprint, lineage, similarity, witness) share: their text goes to standard
 * output, their progress lines to standard error unless --quiet.
 */
abstract class StudyCommand implements Callable<Integer> {
    @Mixin
    ProgressLines progress;

    @Spec
    CommandSpec spec;

    /** Standard output, where the study prints its results. */
    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** Standard error, where engines left out are named. */
    PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
