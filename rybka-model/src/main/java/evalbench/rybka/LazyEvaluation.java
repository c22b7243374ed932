package evalbench.rybka;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.search.SearchEvaluation;
import java.util.Locale;
import java.util.Map;

/**
 * Rybka 1.0 Beta's lazy evaluation as the seeds describe it (Strelka 2.0 B has none): after every iteration of
 * six plies or more the root score sets a window on the material balance, and a position whose balance (in
 * pawn units) falls outside it is scored by material alone (units times the pawn value plus the material
 * table, in 1/32 cp). Three settings:
 * <ul>
 *   <li>{@code off}: always the full evaluation (Strelka's behaviour, the default);</li>
 *   <li>{@code bounds}: the window is the root score in pawns, rounded outwards, plus and minus three;</li>
 *   <li>{@code original-bug}: as Rybka does it: the centipawn root score is taken for 1/32-cp units, so it
 *       rounds to 0 and the window collapses to [-3, 4] (root score above 0) or [-4, 3] (below).</li>
 * </ul>
 * The seeds also mention 1106 material configurations that are always scored lazily; their list is not
 * known, so they are not reproduced.
 */
final class LazyEvaluation implements SearchEvaluation {
    /** The three settings. */
    enum Mode {
        OFF("off"), BOUNDS("bounds"), ORIGINAL_BUG("original-bug");

        final String option;

        Mode(String option) {
            this.option = option;
        }

        static Mode of(String option) {
            for (Mode m : values()) {
                if (m.option.equalsIgnoreCase(option)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("lazy eval must be off, bounds or original-bug, not '" + option + "'");
        }
    }

    /** Iterations of at least this depth set the window. */
    static final int MIN_DEPTH = 6;
    /** Half-width of the window in pawn units, beyond the rounded root score. */
    static final int MARGIN = 3;

    private final RybkaEvaluator evaluator;
    private final Mode mode;
    private boolean active;
    private int low;
    private int high;
    private long exits;

    LazyEvaluation(RybkaEvaluator evaluator, Mode mode) {
        this.evaluator = evaluator;
        this.mode = mode;
    }

    @Override
    public int evaluate(Position position) {
        if (active) {
            int units = evaluator.materialUnits(position);
            if (units < low || units > high) {
                exits++;
                int white = evaluator.materialOnlyWhite(position, units);
                return position.sideToMove() == Colour.WHITE ? white : -white;
            }
        }
        return evaluator.evaluate(position);
    }

    /** With a lazy setting a result depends on the window at the time: none is kept for later (not even full ones). */
    @Override
    public boolean lastResultReusable() {
        return mode == Mode.OFF;
    }

    @Override
    public void iterationFinished(int depth, int score, int rootSideToMove) {
        if (mode == Mode.OFF || depth < MIN_DEPTH) {
            return;
        }
        int whiteCentipawns = rootSideToMove == Colour.WHITE ? score : -score;
        // The root score in the evaluation's units (1/32 cp) — or, as Rybka has it, the centipawns unscaled.
        long units32 = mode == Mode.BOUNDS ? (long) whiteCentipawns * evaluator.unitsPerCentipawn() : whiteCentipawns;
        int pawn = evaluator.pawnValue();
        low = (int) Math.floorDiv(units32, pawn) - MARGIN;
        high = (int) -Math.floorDiv(-units32, pawn) + MARGIN; // ceiling
        active = true;
    }

    @Override
    public Map<String, Long> counters() {
        return mode == Mode.OFF ? Map.of() : Map.of("lazy exits", exits);
    }

    /** The current window, for tests and reports. */
    String window() {
        return active ? String.format(Locale.ROOT, "[%d, %d]", low, high) : "none";
    }
}
