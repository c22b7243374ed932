package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The parameter file is data: a modified copy changes the evaluation; a broken one is refused with its line. */
class ParameterFileTest {
    @TempDir
    Path dir;

    private final FruitModel model = new FruitModel();

    private String shipped() {
        return model.defaultParameters().source();
    }

    private Path write(String text) throws IOException {
        Path file = dir.resolve("modified.params");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void shippedSetIsNamedAndTagged() {
        ParameterSet set = model.defaultParameters();
        assertThat(set.name()).isEqualTo("fruit-2.1");
        set.parameters().values().forEach(p -> assertThat(p.provenance()).as(p.name()).isEqualTo("fruit-2.1"));
    }

    @Test
    void aModifiedPawnValueChangesTheEvaluation() throws IOException {
        String text = shipped().replace("PawnOpening [fruit-2.1] = 80", "PawnOpening [fruit-2.1] = 100");
        assertThat(text).isNotEqualTo(shipped());
        ParameterSet modified = model.loadParameters(write(text));
        // White is a pawn up in the opening (phase 0): the opening value of a pawn is the score's material part
        Position pawnUp = Position.fromFen("rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        Evaluator original = model.create();
        Evaluator changed = model.create(modified);
        assertThat(changed.evaluate(pawnUp) - original.evaluate(pawnUp)).isEqualTo(20);
        assertThat(changed.parameters().sha256()).isNotEqualTo(original.parameters().sha256());
    }

    @Test
    void aMalformedValueIsRefusedWithItsLine() throws IOException {
        String text = shipped().replace("KnightUnit [fruit-2.1] = 4", "KnightUnit [fruit-2.1] = four");
        int line = lineOf(text, "KnightUnit");
        assertThatThrownBy(() -> model.loadParameters(write(text)))
                .isInstanceOf(ParameterFileException.class)
                .hasMessageContaining("line " + line)
                .hasMessageContaining("four");
    }

    @Test
    void aShortArrayIsRefusedWithItsName() throws IOException {
        String text = shipped().replace("KnightLine [fruit-2.1] = -4 -2 0 1 1 0 -2 -4", "KnightLine [fruit-2.1] = -4 -2 0 1");
        assertThatThrownBy(() -> model.loadParameters(write(text)))
                .isInstanceOf(ParameterFileException.class)
                .hasMessageContaining("KnightLine")
                .hasMessageContaining("line " + lineOf(text, "KnightLine"));
    }

    @Test
    void aMissingParameterIsRefusedWithItsName() throws IOException {
        String text = shipped().replace("FreePasser [fruit-2.1] = 60\n", "");
        assertThatThrownBy(() -> model.loadParameters(write(text)))
                .isInstanceOf(ParameterFileException.class)
                .hasMessageContaining("FreePasser");
    }

    private static int lineOf(String text, String name) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(name + " ")) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException(name);
    }
}
