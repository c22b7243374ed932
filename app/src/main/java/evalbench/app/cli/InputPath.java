package evalbench.app.cli;

import evalbench.core.io.Samples;
import java.nio.file.Path;
import picocli.CommandLine;

/** Reads an input option: a file path, or {@code sample:NAME} for a corpus built into the jar. */
public final class InputPath implements CommandLine.ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
        try {
            return Samples.resolve(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
