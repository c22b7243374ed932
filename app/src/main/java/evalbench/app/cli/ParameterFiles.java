package evalbench.app.cli;

import evalbench.core.eval.EvaluatorModel;
import evalbench.studies.corpus.SimilarityRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** The --params ID=FILE option of the studies that set models side by side: a modified parameter set per model. */
final class ParameterFiles {
    @Option(names = "--params", paramLabel = "ID=FILE",
            description = "A modified parameter file for one of the models, e.g. --params rybka=mine.params"
                    + " (repeatable).")
    Map<String, Path> files = new LinkedHashMap<>();

    /** The files read: no output may overwrite them. */
    Path[] inputs() {
        return files.values().toArray(Path[]::new);
    }

    /** The chosen models with their parameter sets: the file given for a model, else its defaults. */
    List<SimilarityRun.ModelEngine> engines(List<EvaluatorModel> chosen) throws IOException {
        for (String id : files.keySet()) {
            if (chosen.stream().noneMatch(m -> m.id().equals(id))) {
                throw new UsageError("--params " + id + "=...: " + id + " is not among the models compared");
            }
        }
        List<SimilarityRun.ModelEngine> list = new ArrayList<>();
        for (EvaluatorModel m : chosen) {
            Path file = files.get(m.id());
            list.add(new SimilarityRun.ModelEngine(m, file == null ? m.defaultParameters() : m.loadParameters(file)));
        }
        return list;
    }
}
