package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ParameterFileContract;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped parameter file holds every constant of FabChess 1.15, checked by count: the original's parameter
 * list has 50 constants with 2,329 integers (its PSQT constant is one 6 x 2 x 64 array, here twelve tables), plus 7
 * phase constants defined elsewhere; the numbers written into its evaluation code are named apart. A broken file is
 * refused with its file and line (the kit's {@link ParameterFileContract}: Rust's i16, and FabChess's own bounds).
 */
class ParameterFileTest extends ParameterFileContract {
    private static final String ORIGINAL = "fabchess-1.15";
    private static final String CODE = "fabchess-1.15-code";

    ParameterFileTest() {
        super(new FabChessModel(), ParameterType.I16, List.of(
                new Refusal("PHASE_MG_LIMIT", "2350", "PHASE_MG_LIMIT must exceed PHASE_EG_LIMIT (2350)"),
                new Refusal("ATTACK_SCALE", "0", "is a divisor: must not be 0"),
                new Refusal("RESCALE_DIVISORS", "16 0", "is a divisor: must not be 0"),
                new Refusal("PHASE_SCALE", "0", "is a divisor: must not be 0"),
                new Refusal("KNIGHT_ATTACK_WORTH", "-1 0", "must not be negative"),
                new Refusal("QUEEN_SAFE_CHECK", "10 -1", "must not be negative")));
    }

    @Test
    void everyConstantOfTheOriginalIsThere() {
        ParameterSet set = new FabChessModel().defaultParameters();
        Map<String, ParameterSet.Parameter> all = set.parameters();
        long psqtTables = all.keySet().stream().filter(n -> n.startsWith("PSQT_")).count();
        long original = all.values().stream().filter(p -> p.provenance().equals(ORIGINAL)).count();
        long integers = all.values().stream().filter(p -> p.provenance().equals(ORIGINAL))
                .mapToLong(p -> p.values().length).sum();
        long phase = all.values().stream()
                .filter(p -> p.name().startsWith("PHASE_") && p.provenance().equals(ORIGINAL)).count();
        assertThat(psqtTables).isEqualTo(12);
        // 50 constants of params.rs (PSQT counted once) + 7 phase constants
        assertThat(original - psqtTables + 1 - phase).isEqualTo(50);
        assertThat(phase).isEqualTo(7);
        assertThat(integers - 7).isEqualTo(2329);
        assertThat(all.values().stream().filter(p -> p.provenance().equals(CODE)).count()).isEqualTo(6);
        assertThat(all.values()).allMatch(p -> p.provenance().equals(ORIGINAL) || p.provenance().equals(CODE));
    }

    /** The original stores Black's tables too; each is White's, rank-mirrored and negated (Black's own view). */
    @Test
    void blacksStoredTablesAreWhitesMirroredAndNegated() {
        FabChessParameters p = new FabChessParameters(new FabChessModel().defaultParameters());
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (int sq = 0; sq < 64; sq++) {
                assertThat(p.psqtBlack[type].mg[sq]).isEqualTo(-p.psqt[type].mg[Square.flipRank(sq)]);
                assertThat(p.psqtBlack[type].eg[sq]).isEqualTo(-p.psqt[type].eg[Square.flipRank(sq)]);
            }
        }
    }

    @Test
    void aChangedParameterChangesTheScore() throws Exception {
        FabChessModel model = new FabChessModel();
        String text = model.defaultParameters().source()
                .replace("@set fabchess-1.15", "@set fabchess-tempo")
                .replace("TEMPO_BONUS [fabchess-1.15] = 10 15", "TEMPO_BONUS [fabchess-1.15] = 110 115");
        ParameterSet changed = model.loadParameters(write(text));
        Position start = Position.start();
        int before = model.create().evaluate(start);
        int after = model.create(changed).evaluate(start);
        // the phase of the start position is 128.0: the mg half alone, and the mg tempo rose by 100
        assertThat(after - before).isEqualTo(100);
    }

    @Test
    void thePieceSquareTablesAreTheFilesTables() {
        FabChessModel model = new FabChessModel();
        int[] knightMg = model.pieceSquareTable(model.defaultParameters(), PieceType.KNIGHT, false);
        int[] kingEg = model.pieceSquareTable(model.defaultParameters(), PieceType.KING, true);
        // PSQT_KNIGHT_WHITE rank 1 starts "-70 -58  -34 -50": a1 mg -70, b1 mg -34; PSQT_KING_WHITE h8 eg -68
        assertThat(knightMg[Square.A1]).isEqualTo(-70);
        assertThat(knightMg[Square.B1]).isEqualTo(-34);
        assertThat(kingEg[Square.H8]).isEqualTo(-68);
    }
}
