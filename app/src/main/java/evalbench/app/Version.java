package evalbench.app;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import evalbench.studies.report.ProgramVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code --version} prints: the program's version and the commit it was built from, the Java runtime that runs
 * it (a release's own, or the developer's), and the models found with their parameter sets, so that a result can be
 * traced to the exact program and numbers that made it.
 */
public final class Version implements IVersionProvider {
    public static String text() {
        return ProgramVersion.text();
    }

    @Override
    public String[] getVersion() {
        // picocli formats each line with String.format: a '%' (say in the runtime's path) must print as itself
        return lines(Models.all()).stream().map(line -> line.replace("%", "%%")).toArray(String[]::new);
    }

    /** The lines of {@code --version}, the models given. */
    static List<String> lines(List<EvaluatorModel> models) {
        List<String> lines = new ArrayList<>();
        lines.add(text());
        lines.add(ProgramVersion.builtFrom());
        lines.add(runtime());
        if (models.isEmpty()) {
            lines.add("models: none found");
        }
        int idWidth = 0;
        int nameWidth = 0;
        int setWidth = 0;
        for (EvaluatorModel m : models) {
            idWidth = Math.max(idWidth, m.id().length());
            nameWidth = Math.max(nameWidth, m.name().length());
            setWidth = Math.max(setWidth, m.defaultParameters().name().length());
        }
        if (!models.isEmpty()) {
            lines.add("models (id, name, parameter set, SHA-256 of the set's file):");
        }
        String row = "  %-" + idWidth + "s  %-" + nameWidth + "s  %-" + setWidth + "s  %s";
        for (EvaluatorModel m : models) {
            ParameterSet set = m.defaultParameters();
            lines.add(String.format(Locale.ROOT, row, m.id(), m.name(), set.name(), set.sha256()));
        }
        return lines;
    }

    /** "Java 17.0.15+6-Debian-1deb12u1 (OpenJDK 64-Bit Server VM, Debian) in /opt/evalbench/lib/runtime". */
    static String runtime() {
        return "Java " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vm.name") + ", "
                + System.getProperty("java.vendor") + ") in " + System.getProperty("java.home");
    }
}
