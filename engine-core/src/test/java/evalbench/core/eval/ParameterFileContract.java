package evalbench.core.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import evalbench.core.Position;
import evalbench.core.io.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The model test kit's parameter files: a model reads a modified copy of its shipped set through the one reader, and
 * every edit of every parameter that the model cannot use is refused naming the file and the parameter's line, before
 * any evaluation, so that no run reports a new SHA-256 for a set it did not use. Per parameter of the shipped set:
 * a misspelt name, a value beyond its type's range (the model's {@link ParameterType}, and 16 times the largest
 * shipped magnitude of that parameter, at least 100,000), one value too many or too few, the parameter left out; then
 * the model's own bounds, and every parameter with all its values at the edges of its range or 0, which the model
 * either refuses with the line or evaluates with both faces equal. A model's {@code ParameterFileTest} extends this.
 */
public abstract class ParameterFileContract {
    /** The range rule as documented: 16 times the largest shipped magnitude, at least 100,000. */
    private static final long MAGNITUDE_FACTOR = 16;
    private static final long MAGNITUDE_FLOOR = 100_000;
    /** Positions evaluated under every edge edit: every 200th corpus position. */
    private static final int SAMPLE_EVERY = 200;

    /** A bound of the model's own: the parameter with these values is refused with a message containing reason. */
    public record Refusal(String parameter, String values, String reason) {
    }

    /** Where the edited files are written. */
    @TempDir
    protected Path dir;

    private final EvaluatorModel model;
    private final ParameterType type;
    private final List<Refusal> modelBounds;
    private final ParameterSet shipped;
    private final String[] lines;

    /**
     * @param type        the integer type of the original's parameters, as the model declares it to the reader
     * @param modelBounds examples of the model's own bounds, each refused with its reason
     */
    protected ParameterFileContract(EvaluatorModel model, ParameterType type, List<Refusal> modelBounds) {
        this.model = model;
        this.type = type;
        this.modelBounds = List.copyOf(modelBounds);
        this.shipped = model.defaultParameters();
        this.lines = shipped.source().split("\n", -1);
    }

    @Test
    public void theShippedSetReadFromAFileIsAccepted() throws IOException {
        ParameterSet read = model.loadParameters(write(shipped.source()));
        assertThat(read.sha256()).isEqualTo(shipped.sha256());
        assertThat(read.parameters().keySet()).containsExactlyElementsOf(shipped.parameters().keySet());
    }

    @Test
    public void aMisspeltNameIsRefusedWithFileAndLine() throws IOException {
        for (ParameterSet.Parameter p : shipped.parameters().values()) {
            String misspelt = misspelt(p.name());
            assertThat(shipped.has(misspelt)).as(misspelt).isFalse();
            Path file = write(replaced(p, entry(misspelt, p.provenance(), p.values())));
            assertRefusedOnLine(file, p, misspelt);
        }
    }

    @Test
    public void aValueThatIsNotAnIntegerIsRefusedWithFileAndLine() throws IOException {
        for (ParameterSet.Parameter p : shipped.parameters().values()) {
            Path file = write(replaced(p, entry(p.name(), p.provenance(), p.values()) + "x"));
            assertRefusedOnLine(file, p, p.values()[p.values().length - 1] + "x' is not an integer");
        }
    }

    @Test
    public void aValueBeyondItsTypesRangeIsRefusedWithFileAndLine() throws IOException {
        for (ParameterSet.Parameter p : shipped.parameters().values()) {
            for (long beyond : new long[] {upper(p) + 1, lower(p) - 1}) {
                int[] values = p.values().clone();
                values[values.length - 1] = (int) beyond;
                Path file = write(replaced(p, entry(p.name(), p.provenance(), values)));
                assertRefusedOnLine(file, p, p.name() + ": " + beyond);
            }
        }
    }

    @Test
    public void oneValueTooManyOrTooFewIsRefusedWithFileAndLine() throws IOException {
        for (ParameterSet.Parameter p : shipped.parameters().values()) {
            int[] more = Arrays.copyOf(p.values(), p.values().length + 1);
            more[more.length - 1] = p.values()[0];
            int[] fewer = Arrays.copyOf(p.values(), p.values().length - 1);
            for (int[] values : List.of(more, fewer)) {
                Path file = write(replaced(p, entry(p.name(), p.provenance(), values)));
                assertRefusedOnLine(file, p, p.name());
            }
        }
    }

    /** Also proves that the model reads every parameter of its set: an unread one could be left out. */
    @Test
    public void aParameterLeftOutIsRefusedByName() throws IOException {
        for (ParameterSet.Parameter p : shipped.parameters().values()) {
            Path file = write(replaced(p, ""));
            assertThatThrownBy(() -> model.loadParameters(file)).as("%s left out", p.name())
                    .isInstanceOf(ParameterFileException.class)
                    .hasMessageStartingWith(file.toString())
                    .hasMessageContaining(p.name());
        }
    }

    @Test
    public void theModelsOwnBoundsAreRefusedWithFileAndLine() throws IOException {
        assertThat(modelBounds).as("the model's own bounds, by example").isNotEmpty();
        for (Refusal r : modelBounds) {
            ParameterSet.Parameter p = shipped.parameter(r.parameter());
            Path file = write(replaced(p, entry(p.name(), p.provenance(),
                    Arrays.stream(r.values().strip().split("\\s+")).mapToInt(Integer::parseInt).toArray())));
            assertRefusedOnLine(file, p, r.reason());
        }
    }

    /**
     * Every parameter with all its values at the largest magnitude its range allows, positive and negative, and at
     * 0: either refused naming the file and a line, or accepted and evaluated on sample positions without a failure,
     * the fast path equal to the breakdown. (An edit the model cannot evaluate must be refused when it is read.)
     */
    @Test
    public void everyParameterAtTheEdgesOfItsRangeIsRefusedWithALineOrEvaluates() throws IOException {
        List<Position> sample = new ArrayList<>();
        List<Corpus.Entry> corpus = Corpus.all();
        for (int i = 0; i < corpus.size(); i += SAMPLE_EVERY) {
            sample.add(corpus.get(i).position());
        }
        int refused = 0;
        int evaluated = 0;
        for (ParameterSet.Parameter p : shipped.parameters().values()) {
            for (long edge : new long[] {upper(p), lower(p), 0}) {
                int[] values = new int[p.values().length];
                Arrays.fill(values, (int) edge);
                Path file = write(replaced(p, entry(p.name(), p.provenance(), values)));
                String edit = p.name() + " = " + edge + " x " + values.length;
                ParameterSet set;
                try {
                    set = model.loadParameters(file);
                } catch (ParameterFileException e) {
                    assertThat(e.getMessage()).as(edit).startsWith(file + ", line ");
                    refused++;
                    continue;
                }
                Evaluator evaluator = model.create(set);
                for (Position position : sample) {
                    int fast;
                    Breakdown b;
                    try {
                        fast = evaluator.evaluate(position);
                        b = evaluator.explain(position);
                    } catch (RuntimeException e) {
                        throw new AssertionError(edit + ": accepted, then failed on " + position.toFen(), e);
                    }
                    assertThat(fast).as("%s: %s", edit, position.toFen()).isEqualTo(b.sideToMoveScore());
                }
                evaluated++;
            }
        }
        System.out.printf("%s parameter edges: %d edits refused with their line, %d evaluated on %d positions%n",
                model.id(), refused, evaluated, sample.size());
        assertThat(evaluated).as("edits accepted and evaluated").isPositive();
    }

    private void assertRefusedOnLine(Path file, ParameterSet.Parameter p, String naming) {
        ParameterFileException e = catchThrowableOfType(ParameterFileException.class,
                () -> model.loadParameters(file));
        assertThat(e).as("%s: %s", p.name(), naming).isNotNull();
        assertThat(e.getMessage()).as("%s", p.name()).startsWith(file + ", line " + p.line() + ":").contains(naming);
    }

    /** The largest value the parameter's range allows: its type's maximum, or the magnitude bound. */
    private long upper(ParameterSet.Parameter p) {
        return Math.min(type.max(), magnitude(p));
    }

    private long lower(ParameterSet.Parameter p) {
        return Math.max(type.min(), -magnitude(p));
    }

    private static long magnitude(ParameterSet.Parameter p) {
        long largest = IntStream.of(p.values()).mapToLong(v -> Math.abs((long) v)).max().orElse(0);
        return Math.max(MAGNITUDE_FLOOR, MAGNITUDE_FACTOR * largest);
    }

    /** The name with its last letter changed. */
    private static String misspelt(String name) {
        char last = name.charAt(name.length() - 1);
        return name.substring(0, name.length() - 1) + (last == 'x' ? 'y' : 'x');
    }

    private static String entry(String name, String provenance, int[] values) {
        return name + (provenance.isEmpty() ? "" : " [" + provenance + "]") + " = "
                + IntStream.of(values).mapToObj(Integer::toString).collect(Collectors.joining(" "));
    }

    /**
     * The shipped text with the parameter's entry (its line and any indented lines of values after it) replaced by
     * {@code entry} on the same line; the other lines keep their numbers.
     */
    private String replaced(ParameterSet.Parameter p, String entry) {
        String[] edited = lines.clone();
        int first = p.line() - 1;
        edited[first] = entry;
        for (int i = first + 1; i < edited.length; i++) {
            String code = edited[i].replaceFirst("#.*", "").stripTrailing();
            if (code.isEmpty()) {
                continue;
            }
            if (!Character.isWhitespace(code.charAt(0))) {
                break;
            }
            edited[i] = "";
        }
        return String.join("\n", edited);
    }

    /** Writes a parameter file (UTF-8) into {@link #dir}, the same file each time. */
    protected Path write(String text) throws IOException {
        Path file = dir.resolve("edited.params");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
