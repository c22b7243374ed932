package evalbench.app.cli;

import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The files a study writes beside its text (--report, --json; with {@link WithCsv} also --csv). They are claimed
 * before the run, so that a path no output may take is refused before any work, and written together after it, all
 * or none. The command's own description says what its report holds.
 */
class OutputFiles {
    @Option(names = "--report", paramLabel = "FILE", description = "An HTML report, one self-contained file.")
    Path report;

    @Option(names = "--json", paramLabel = "FILE", description = "Everything measured, as JSON (schemas:"
            + " docs/corpus.md, docs/fingerprint.md, docs/tables.md).")
    Path json;

    /** Writes one output file of a run's result into the batch. */
    @FunctionalInterface
    interface Writer<R> {
        void write(AtomicOutput.Batch outputs, Path file, R result) throws IOException;
    }

    /** The batch, with every file asked for claimed in it (the batch's inputs registered first). */
    AtomicOutput.Batch claim(AtomicOutput.Batch outputs) {
        return outputs.claim("--report", report).claim("--json", json);
    }

    /** Writes the HTML report and the JSON file, those asked for, then commits every output of the batch. */
    <R> void write(AtomicOutput.Batch outputs, R result, Writer<R> html, Writer<R> jsonWriter) throws IOException {
        writeIfAsked(outputs, report, result, html);
        writeIfAsked(outputs, json, result, jsonWriter);
        outputs.commit();
    }

    static <R> void writeIfAsked(AtomicOutput.Batch outputs, Path file, R result, Writer<R> writer)
            throws IOException {
        if (file != null) {
            writer.write(outputs, file, result);
        }
    }

    /** The same files and a CSV table. */
    static final class WithCsv extends OutputFiles {
        @Option(names = "--csv", paramLabel = "FILE", description = "The measurements as CSV: one row per term"
                + " (compare), per pair and stage (similarity) or per engine and model (fingerprint).")
        Path csv;

        @Override
        AtomicOutput.Batch claim(AtomicOutput.Batch outputs) {
            return super.claim(outputs).claim("--csv", csv);
        }

        /** Writes the HTML report, the CSV and the JSON file, those asked for, then commits every output. */
        <R> void write(AtomicOutput.Batch outputs, R result, Writer<R> html, Writer<R> csvWriter, Writer<R> jsonWriter)
                throws IOException {
            writeIfAsked(outputs, csv, result, csvWriter);
            write(outputs, result, html, jsonWriter);
        }
    }
}
