package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.ParameterFileContract;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The parameter file is data: every number of the evaluation comes from it (a modified copy changes the score), each
 * value is tagged as Fruit's or Toga's own, and a broken file is refused with its file and line (the kit's
 * {@link ParameterFileContract}: C's int, and the bounds of the Fruit stages Toga kept).
 */
class ParameterFileTest extends ParameterFileContract {
    private static final TogaModel MODEL = new TogaModel();

    ParameterFileTest() {
        super(MODEL, ParameterType.INT, List.of(
                new Refusal("WeightUnit", "0", "must be positive"),
                new Refusal("ValueEvalInf", "-1", "must be positive"),
                new Refusal("MulOppositeBishops", "-1", "must be between 0 and MulUnit (16)"),
                new Refusal("KnightPhase", "-2", "must not be negative"),
                new Refusal("ExchangeValue", "0 325 325 500 1000 10000", "ExchangeValue entries must be positive")));
    }

    private String shipped() {
        return MODEL.defaultParameters().source();
    }

    private ParameterSet load(String text) throws IOException {
        return MODEL.loadParameters(write(text));
    }

    @Test
    void shippedSetIsNamedAndEveryValueTagged() {
        ParameterSet set = MODEL.defaultParameters();
        assertThat(set.name()).isEqualTo("toga-ii-3.0");
        set.parameters().values().forEach(p -> assertThat(p.provenance()).as(p.name())
                .isIn("fruit-2.1", "toga-ii-3.0"));
    }

    @Test
    void theFruitScalarsTogaReplacedAreNotInItsSet() {
        Set<String> names = MODEL.defaultParameters().parameters().keySet();
        assertThat(names).doesNotContainAnyElementsOf(TogaParameters.REPLACED_FRUIT_NAMES);
    }

    @Test
    void theTempoComesFromTheFile() throws IOException {
        String text = shipped().replace("TempoOpening [toga-ii-3.0] = 20", "TempoOpening [toga-ii-3.0] = 50");
        assertThat(text).isNotEqualTo(shipped());
        // the start position at phase 0: only the opening half counts
        Position start = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        Evaluator original = MODEL.create();
        Evaluator changed = MODEL.create(load(text));
        assertThat(changed.evaluate(start) - original.evaluate(start)).isEqualTo(30);
    }

    @Test
    void theShelterTablesComeFromTheFile() throws IOException {
        // the start position: both kings behind pawns on rank 2 (shelter 0, hence WeakBackRank 11 each); raising
        // White's front value for a pawn on rank 2 to 5 moves White's shelter sum from 0 to 5
        String text = shipped().replace("ShelterFront [toga-ii-3.0] = 0 0 22", "ShelterFront [toga-ii-3.0] = 0 5 22");
        assertThat(text).isNotEqualTo(shipped());
        Position start = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        int before = MODEL.create().explain(start).term("king/shelter").whiteOpening();
        int after = MODEL.create(load(text)).explain(start).term("king/shelter").whiteOpening();
        assertThat(before).isEqualTo(-11);
        assertThat(after).isEqualTo(-5);
    }

    /** The Fruit names whose stages Toga replaced are not Toga's: a file that sets one is refused, not ignored. */
    @Test
    void aFruitNameTogaReplacedIsRefusedWithFileAndLine() throws IOException {
        String text = shipped() + "QueenUnit [fruit-2.1] = 2\n";
        int line = (int) text.lines().count();
        Path file = write(text);
        assertThatThrownBy(() -> MODEL.loadParameters(file)).isInstanceOf(ParameterFileException.class)
                .hasMessageStartingWith(file + ", line " + line + ": unknown parameter QueenUnit");
    }
}
