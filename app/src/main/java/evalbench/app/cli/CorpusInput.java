package evalbench.app.cli;

import evalbench.studies.corpus.EngineCommand;
import evalbench.studies.report.AtomicOutput;
import evalbench.core.io.CorpusFormat;
import evalbench.core.io.CorpusOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Option;

/** The options that say which corpus to read (a required --input) and, for PGN, which plies. */
class CorpusInput extends CorpusPlies {
    @Option(names = "--input", paramLabel = "FILE", required = true, converter = InputPath.class,
            description = INPUT_HELP)
    void input(Path value) {
        input = value;
    }

    /** The same options with --input optional: the built-in games when it is not given. */
    static final class WithDefault extends CorpusPlies {
        @Option(names = "--input", paramLabel = "FILE", defaultValue = "sample:games", converter = InputPath.class,
                description = INPUT_HELP + " Default: ${DEFAULT-VALUE}.")
        void input(Path value) {
            input = value;
        }
    }
}

/** What every corpus option set shares: the file (its --input option is the subclass's) and the PGN plies. */
abstract class CorpusPlies {
    static final String INPUT_HELP = "A FEN list, an EPD file or a PGN file (by extension; see --format), or a"
            + " built-in sample: sample:games, sample:wac, sample:bk, sample:sbd, sample:perft.";

    Path input;

    @Option(names = "--format", paramLabel = "FORMAT", description = "fen, epd or pgn (default: by the file's extension).")
    String format;

    @Option(names = "--every", paramLabel = "N", defaultValue = "1",
            description = "PGN: every N-th ply (default: ${DEFAULT-VALUE}).")
    int every;

    @Option(names = "--first-ply", paramLabel = "K", defaultValue = "0",
            description = "PGN: first ply taken, 0 = the start position (default: ${DEFAULT-VALUE}).")
    int firstPly;

    @Option(names = "--last-ply", paramLabel = "K", description = "PGN: last ply taken (default: the game's end).")
    Integer lastPly;

    CorpusOptions options() {
        if (!Files.exists(input)) {
            throw new UsageError("cannot read " + input + ": no such file");
        }
        if (Files.isDirectory(input)) {
            throw new UsageError("cannot read " + input + ": is a folder, not a file");
        }
        if (!Files.isReadable(input)) {
            throw new UsageError("cannot read " + input + ": permission denied");
        }
        try {
            return new CorpusOptions(format == null ? null : CorpusFormat.parse(format), every, firstPly,
                    lastPly == null ? CorpusOptions.NO_LAST_PLY : lastPly);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }

    /**
     * The run's outputs, with the corpus (and any other files read, such as parameter files) registered as inputs
     * that no output may overwrite; claim each output before the run so a bad one is refused before any work.
     */
    AtomicOutput.Batch outputs(Path... otherInputs) {
        AtomicOutput.Batch batch = new AtomicOutput.Batch().input(input);
        for (Path p : otherInputs) {
            batch.input(p);
        }
        return batch;
    }

    /**
     * {@link #outputs(Path...)}, with every file the external engines (name to command line) run or read protected
     * too: their programs and the files their arguments name.
     */
    AtomicOutput.Batch outputs(Map<String, String> engines, Path... otherInputs) {
        AtomicOutput.Batch batch = outputs(otherInputs);
        engines.forEach((name, command) -> EngineCommand.files(command)
                .forEach(f -> batch.input(f, "a file engine " + name + " runs or reads:")));
        return batch;
    }
}
