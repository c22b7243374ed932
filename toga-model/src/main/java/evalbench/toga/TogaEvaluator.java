package evalbench.toga;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.fruit.BoardExchange;
import evalbench.fruit.FinalScore;
import evalbench.fruit.FirstStages;
import evalbench.fruit.KingAttackTable;
import evalbench.fruit.PassedPawns;
import evalbench.fruit.Patterns;
import evalbench.fruit.PawnInfo;
import evalbench.fruit.PieceSquareTables;
import evalbench.fruit.Quad;

/**
 * Toga II 3.0's eval(): material (Fruit's info plus Toga's terms), Fruit's piece-square tables and pawn structure,
 * Fruit's draw rules (an early exit when both multipliers are 0, before the tempo), the tempo, Fruit's patterns, the
 * king (Toga's), Fruit's passed pawns and the pieces (Toga's); then Fruit's phase mix, halving, scaling and clamp.
 *
 * <p>With a search window ({@link #evaluate(Position, int, int)}) the two lazy exits apply: after the patterns and
 * after the passers, when each side has at least LazyMinPieces pieces, the phase mix so far (side to move's view)
 * is returned if it lies beyond the window by LazyMargin / LazyMobilityMargin. {@link #evaluate(Position)} and
 * {@link #explain} use the full window, where no exit is possible (as the reference files).
 *
 * <p>Every stage records into one {@link ScoreSheet}; one instance per thread (it owns its caches).
 */
public final class TogaEvaluator implements Evaluator {
    /** Wider than any score: no lazy exit is possible. */
    private static final int FULL_WINDOW = 30_000;

    private final EvaluatorModel model;
    private final TogaParameters p;
    private final MaterialTable materialTable;
    private final FirstStages firstStages;
    private final Patterns patterns;
    private final KingSafety kingSafety;
    private final PassedPawns passedPawns;
    private final BoardExchange defaultExchange;
    private final Pieces pieces;

    // scratch of the last evaluation, read by explain()
    private final ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
    private final int[] mul = new int[2];
    private MaterialInfo material;
    private boolean earlyDraw;
    private boolean lazyExit;
    private int opening;
    private int endgame;
    private int interpolated;
    private int scaled;
    private int whiteScore;

    TogaEvaluator(EvaluatorModel model, TogaParameters parameters, PieceSquareTables pst, KingAttackTable attacks,
            boolean caches) {
        this.model = model;
        this.p = parameters;
        Quad quad = new Quad(parameters.fruit());
        this.materialTable = new MaterialTable(parameters, caches);
        this.firstStages = new FirstStages(parameters.fruit(), quad, pst, caches);
        this.patterns = new Patterns(parameters.fruit());
        this.kingSafety = new KingSafety(parameters, attacks);
        this.passedPawns = new PassedPawns(parameters.fruit(), quad);
        this.defaultExchange = new BoardExchange(parameters.fruit().exchangeValues());
        passedPawns.useExchange(defaultExchange);
        this.pieces = new Pieces(parameters);
    }

    @Override
    public EvaluatorModel model() {
        return model;
    }

    @Override
    public ParameterSet parameters() {
        return p.source();
    }

    @Override
    public int evaluate(Position position) {
        return evaluate(position, -FULL_WINDOW, FULL_WINDOW);
    }

    /**
     * Toga's eval() with a search window (side to move's view): as {@link #evaluate(Position)}, except that a lazy
     * exit may return the unscaled phase mix so far when it lies beyond the window by the exit's margin.
     */
    public int evaluate(Position position, int alpha, int beta) {
        int stmScore = run(position, false, alpha, beta);
        return lazyExit ? stmScore : sideToMove(position, whiteScore);
    }

    @Override
    public Breakdown explain(Position position) {
        run(position, true, -FULL_WINDOW, FULL_WINDOW);
        int stm = sideToMove(position, whiteScore);
        Breakdown.Builder b = Breakdown.builder(model, position.toFen())
                .phase(material.phase())
                .terms(Terms.DEFINITIONS, sheet)
                .factor("mul_w", "White multiplier", mul[Colour.WHITE],
                        "White's advantage is multiplied by mul/" + p.mulUnit)
                .factor("mul_b", "Black multiplier", mul[Colour.BLACK],
                        "Black's advantage is multiplied by mul/" + p.mulUnit)
                .tempo(0)
                .scores(earlyDraw ? 0 : interpolated, whiteScore, stm);
        firstStages.details(b, position, material.fruit(), earlyDraw, interpolated, scaled, verify());
        // the material term split by piece kind (count difference times value), for the reference columns
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            int difference = position.count(Colour.WHITE, type) - position.count(Colour.BLACK, type);
            String column = TogaModel.materialColumn(type);
            b.detail(column + "_op", difference * p.materialOpening[type])
                    .detail(column + "_eg", difference * p.materialEndgame[type]);
        }
        if (earlyDraw) {
            b.warning("both multipliers are 0: Toga returns a draw before the tempo, pattern, king, passer and piece"
                    + " stages");
        }
        return b.build();
    }

    /** The recording run's term values (sheet order is {@link Terms#DEFINITIONS}); false after an early draw. */
    @Override
    public boolean termValues(Position position, int[] out) {
        run(position, true, -FULL_WINDOW, FULL_WINDOW);
        sheet.copyValues(out);
        return !earlyDraw;
    }

    private static int sideToMove(Position position, int white) {
        return position.sideToMove() == Colour.WHITE ? white : -white;
    }

    /** Toga's extra material terms (by {@link MaterialInfo#EXTRA_TERMS} slot), each side's non-zero ones. */
    private void addExtraMaterial(int[] extra) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            for (int slot = 0; slot < MaterialInfo.EXTRA_TERMS.length; slot++) {
                int i = MaterialInfo.index(slot, c, 0);
                if ((extra[i] | extra[i + 1]) != 0) {
                    sheet.add(MaterialInfo.EXTRA_TERMS[slot], c, extra[i], extra[i + 1]);
                }
            }
        }
    }

    /**
     * The whole evaluation into the scratch fields. Returns the side to move's lazy value when a lazy exit is taken
     * ({@link #lazyExit} set), else 0 with White's final score in {@link #whiteScore}.
     */
    private int run(Position position, boolean record, int alpha, int beta) {
        sheet.start(record);
        lazyExit = false;
        defaultExchange.newPosition();
        material = materialTable.get(position);
        PawnInfo pawns = firstStages.run(position, material.fruit(), sheet, record, mul);
        if (material.anyExtra()) { // most material has none of Toga's extra terms
            addExtraMaterial(material.extra());
        }
        earlyDraw = firstStages.earlyDraw();
        if (earlyDraw) {
            totals();
            interpolated = 0;
            scaled = 0;
            whiteScore = 0;
            return 0;
        }
        sheet.add(Terms.TEMPO, position.sideToMove(), p.tempoOpening, p.tempoEndgame);
        sheet.mark(Terms.TEMPO, position.pieces(position.sideToMove(), PieceType.KING));
        patterns.evaluate(position, sheet);

        boolean lazy = lazyAllowed(position);
        if (lazy && beyondWindow(position, alpha, beta, p.lazyMargin)) {
            return lazyValue(position);
        }
        kingSafety.evaluate(position, material, sheet);
        passedPawns.evaluate(position, pawns, sheet);
        if (lazy && beyondWindow(position, alpha, beta, p.lazyMobilityMargin)) {
            return lazyValue(position);
        }
        pieces.evaluate(position, material, pawns, sheet);
        totals();

        interpolated = FinalScore.mix(opening, endgame, material.phase());
        FinalScore.halveForOppositeBishops(position, material.fruit(), mul, p.fruit());
        scaled = FinalScore.scale(interpolated, mul, p.fruit());
        whiteScore = FinalScore.clamp(scaled, p.fruit());
        return 0;
    }

    private void totals() {
        opening = sheet.totalOpening();
        endgame = sheet.totalEndgame();
    }

    /** Each side has at least LazyMinPieces knights, bishops, rooks and queens. */
    private boolean lazyAllowed(Position position) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long pieces = position.occupancy(c) & ~position.pieces(c, PieceType.PAWN) & ~position.pieces(c, PieceType.KING);
            if (Bitboards.count(pieces) < p.lazyMinPieces) {
                return false;
            }
        }
        return true;
    }

    /** The phase mix of the sums so far (side to move's view) is at least beta + margin or at most alpha - margin. */
    private boolean beyondWindow(Position position, int alpha, int beta, int margin) {
        int value = sideToMove(position, FinalScore.mix(sheet.totalOpening(), sheet.totalEndgame(), material.phase()));
        return value >= beta + margin || value <= alpha - margin;
    }

    private int lazyValue(Position position) {
        lazyExit = true;
        totals();
        interpolated = FinalScore.mix(opening, endgame, material.phase());
        scaled = interpolated;
        whiteScore = interpolated;
        return sideToMove(position, interpolated);
    }

    /** Recomputes the mix and the scaling from the recorded totals: the breakdown's own consistency check. */
    private boolean verify() {
        if (earlyDraw) {
            return whiteScore == 0;
        }
        int mix = FinalScore.mix(opening, endgame, material.phase());
        int s = mix * (mix > 0 ? mul[Colour.WHITE] : mul[Colour.BLACK]) / p.mulUnit;
        return mix == interpolated && s == scaled;
    }

    /** True if the last evaluation ran the free-passer exchange evaluation (whose order follows piece lists). */
    public boolean lastUsedExchange() {
        return !earlyDraw && !lazyExit && passedPawns.exchangeUsed();
    }

    /** The exchange evaluation of the free-passer test: a search's, or null for the one built from the board. */
    public void useExchange(ExchangeEvaluator exchange) {
        passedPawns.useExchange(exchange == null ? defaultExchange : exchange);
    }
}
