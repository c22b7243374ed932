package evalbench.fruit;

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
import org.junit.jupiter.api.Test;

/**
 * The parameter file is data: a modified copy changes the evaluation; a broken one is refused with its file and line
 * (the kit's {@link ParameterFileContract}: C's int, and Fruit's own bounds).
 */
class ParameterFileTest extends ParameterFileContract {
    private static final FruitModel MODEL = new FruitModel();

    ParameterFileTest() {
        super(MODEL, ParameterType.INT, List.of(
                new Refusal("MulUnit", "0", "must be positive"),
                new Refusal("MulDrawRule", "17", "must be between 0 and MulUnit (16)"),
                new Refusal("PawnPhase", "-1", "must not be negative"),
                new Refusal("ExchangeValue", "100 325 325 0 1000 10000", "ExchangeValue entries must be positive")));
    }

    @Test
    void shippedSetIsNamedAndTagged() {
        ParameterSet set = MODEL.defaultParameters();
        assertThat(set.name()).isEqualTo("fruit-2.1");
        set.parameters().values().forEach(p -> assertThat(p.provenance()).as(p.name()).isEqualTo("fruit-2.1"));
    }

    @Test
    void aModifiedPawnValueChangesTheEvaluation() throws IOException {
        String shipped = MODEL.defaultParameters().source();
        String text = shipped.replace("PawnOpening [fruit-2.1] = 80", "PawnOpening [fruit-2.1] = 100");
        assertThat(text).isNotEqualTo(shipped);
        ParameterSet modified = MODEL.loadParameters(write(text));
        // White is a pawn up in the opening (phase 0): the opening value of a pawn is the score's material part
        Position pawnUp = Position.fromFen("rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        Evaluator original = MODEL.create();
        Evaluator changed = MODEL.create(modified);
        assertThat(changed.evaluate(pawnUp) - original.evaluate(pawnUp)).isEqualTo(20);
        assertThat(changed.parameters().sha256()).isNotEqualTo(original.parameters().sha256());
    }

    /** A bound over several parameters names the line of the first of them. */
    @Test
    void phaseWeightsThatSumToNothingAreRefusedWithFileAndLine() throws IOException {
        String text = MODEL.defaultParameters().source()
                .replaceAll("(?m)^((Pawn|Knight|Bishop|Rook|Queen)Phase \\[fruit-2.1\\] =).*$", "$1 0");
        Path file = write(text);
        int line = MODEL.defaultParameters().parameter("PawnPhase").line();
        assertThatThrownBy(() -> MODEL.loadParameters(file)).isInstanceOf(ParameterFileException.class)
                .hasMessageStartingWith(file + ", line " + line + ": the phase weights PawnPhase .. QueenPhase sum"
                        + " to 0");
    }
}
