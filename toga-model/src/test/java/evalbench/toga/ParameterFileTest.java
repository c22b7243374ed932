package evalbench.toga;

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
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parameter file is data: every number of the evaluation comes from it (a modified copy changes the score), each
 * value is tagged as Fruit's or Toga's own, and a broken file is refused with the parameter's name.
 */
class ParameterFileTest {
    @TempDir
    Path dir;

    private final TogaModel model = new TogaModel();

    private String shipped() {
        return model.defaultParameters().source();
    }

    private ParameterSet load(String text) throws IOException {
        Path file = dir.resolve("modified.params");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return model.loadParameters(file);
    }

    @Test
    void shippedSetIsNamedAndEveryValueTagged() {
        ParameterSet set = model.defaultParameters();
        assertThat(set.name()).isEqualTo("toga-ii-3.0");
        set.parameters().values().forEach(p -> assertThat(p.provenance()).as(p.name())
                .isIn("fruit-2.1", "toga-ii-3.0"));
    }

    @Test
    void theFruitScalarsTogaReplacedAreNotInItsSet() {
        Set<String> names = model.defaultParameters().parameters().keySet();
        assertThat(names).doesNotContainAnyElementsOf(TogaParameters.REPLACED_FRUIT_NAMES);
    }

    @Test
    void theTempoComesFromTheFile() throws IOException {
        String text = shipped().replace("TempoOpening [toga-ii-3.0] = 20", "TempoOpening [toga-ii-3.0] = 50");
        assertThat(text).isNotEqualTo(shipped());
        // the start position at phase 0: only the opening half counts
        Position start = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        Evaluator original = model.create();
        Evaluator changed = model.create(load(text));
        assertThat(changed.evaluate(start) - original.evaluate(start)).isEqualTo(30);
    }

    @Test
    void theShelterTablesComeFromTheFile() throws IOException {
        // the start position: both kings behind pawns on rank 2 (shelter 0, hence WeakBackRank 11 each); raising
        // White's front value for a pawn on rank 2 to 5 moves White's shelter sum from 0 to 5
        String text = shipped().replace("ShelterFront [toga-ii-3.0] = 0 0 22", "ShelterFront [toga-ii-3.0] = 0 5 22");
        assertThat(text).isNotEqualTo(shipped());
        Position start = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        int before = model.create().explain(start).term("king/shelter").whiteOpening();
        int after = model.create(load(text)).explain(start).term("king/shelter").whiteOpening();
        assertThat(before).isEqualTo(-11);
        assertThat(after).isEqualTo(-5);
    }

    @Test
    void aMissingTogaParameterIsRefusedWithItsName() {
        String text = shipped().replace("QueenTropism [toga-ii-3.0] = 10\n", "");
        assertThatThrownBy(() -> load(text)).isInstanceOf(ParameterFileException.class)
                .hasMessageContaining("QueenTropism");
    }

    @Test
    void aMissingParameterOfAKeptFruitStageIsRefusedWithItsName() {
        String text = shipped().replace("FreePasser [fruit-2.1] = 60\n", "");
        assertThatThrownBy(() -> load(text)).isInstanceOf(ParameterFileException.class)
                .hasMessageContaining("FreePasser");
    }

    @Test
    void aShortTableIsRefusedWithItsName() {
        String text = shipped().replace("SpaceUnit [toga-ii-3.0] = 1 1 2 4", "SpaceUnit [toga-ii-3.0] = 1 1 2");
        assertThatThrownBy(() -> load(text)).isInstanceOf(ParameterFileException.class)
                .hasMessageContaining("SpaceUnit");
    }
}
