package evalbench.fruit;

import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit 2.1's eval(): material info, piece-square tables, pawn structure, the draw rules (an early exit when
 * both multipliers are 0), pieces, king safety, passed pawns and patterns; then the phase mix, the
 * opposite-coloured-bishop halving, the multiplier of the side ahead and the value clamp.
 *
 * <p>Every stage records into one {@link ScoreSheet}; {@link #evaluate} returns the score,
 * {@link #explain} runs the very same code and then reads the sheet into a {@link Breakdown}. One instance
 * per thread (it owns its caches and scratch space).
 */
public final class FruitEvaluator implements Evaluator {
    /** Phase scale: 0 = opening .. PHASE_MAX = endgame (Fruit's 256ths). */
    static final int PHASE_MAX = 256;

    public static final String STATUS_OK = "ok";
    public static final String STATUS_EARLY_DRAW = "early_draw";

    private final EvaluatorModel model;
    private final FruitParameters p;
    private final MaterialTable materialTable;
    private final FirstStages firstStages;
    private final Pieces pieces;
    private final KingSafety kingSafety;
    private final PassedPawns passedPawns;
    private final BoardExchange defaultExchange;
    private final Patterns patterns;

    // scratch of the last evaluation, read by explain()
    private final ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
    private final int[] mul = new int[2];
    private MaterialInfo material;
    private boolean earlyDraw;
    private int opening;
    private int endgame;
    private int interpolated;
    private int scaled;
    private int whiteScore;

    FruitEvaluator(EvaluatorModel model, FruitParameters parameters, PieceSquareTables pst, KingAttackTable attacks,
            boolean caches) {
        this.model = model;
        this.p = parameters;
        Quad quad = new Quad(parameters);
        this.materialTable = new MaterialTable(parameters, caches);
        this.firstStages = new FirstStages(parameters, quad, pst, caches);
        this.pieces = new Pieces(parameters);
        this.kingSafety = new KingSafety(parameters, attacks);
        this.passedPawns = new PassedPawns(parameters, quad);
        this.defaultExchange = new BoardExchange(parameters.exchangeValues());
        passedPawns.useExchange(defaultExchange);
        this.patterns = new Patterns(parameters);
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
        run(position, false);
        return position.sideToMove() == Colour.WHITE ? whiteScore : -whiteScore;
    }

    @Override
    public Breakdown explain(Position position) {
        run(position, true);
        int stm = position.sideToMove() == Colour.WHITE ? whiteScore : -whiteScore;
        Breakdown.Builder b = Breakdown.builder(model, position.toFen())
                .phase(material.phase())
                .terms(Terms.DEFINITIONS, sheet)
                .factor("mul_w", "White multiplier", mul[Colour.WHITE],
                        "White's advantage is multiplied by mul/" + p.mulUnit)
                .factor("mul_b", "Black multiplier", mul[Colour.BLACK],
                        "Black's advantage is multiplied by mul/" + p.mulUnit)
                .tempo(0)
                .scores(earlyDraw ? 0 : interpolated, whiteScore, stm);
        firstStages.details(b, position, material, earlyDraw, interpolated, scaled, verify());
        if (earlyDraw) {
            b.warning("both multipliers are 0: Fruit returns a draw before the piece, king, passer and pattern stages");
        }
        return b.build();
    }

    /** The recording run's term values (sheet order is {@link Terms#DEFINITIONS}'); false after an early draw. */
    @Override
    public boolean termValues(Position position, int[] out) {
        run(position, true);
        sheet.copyValues(out);
        return !earlyDraw;
    }

    /**
     * The whole evaluation into the scratch fields; White's final score in {@link #whiteScore}. With {@code record}
     * the sheet keeps every term (for the breakdown), without it only the totals: the same calls either way.
     */
    private void run(Position position, boolean record) {
        sheet.start(record);
        defaultExchange.newPosition();
        material = materialTable.get(position);
        PawnInfo pawns = firstStages.run(position, material, sheet, record, mul);
        earlyDraw = firstStages.earlyDraw();
        if (earlyDraw) {
            totals();
            interpolated = 0;
            scaled = 0;
            whiteScore = 0;
            return;
        }
        pieces.evaluate(position, material, pawns, sheet);
        kingSafety.evaluate(position, material, sheet);
        passedPawns.evaluate(position, pawns, sheet);
        patterns.evaluate(position, sheet);
        totals();

        interpolated = FinalScore.mix(opening, endgame, material.phase());
        FinalScore.halveForOppositeBishops(position, material, mul, p);
        scaled = FinalScore.scale(interpolated, mul, p);
        whiteScore = FinalScore.clamp(scaled, p);
    }

    private void totals() {
        opening = sheet.totalOpening();
        endgame = sheet.totalEndgame();
    }

    /** Recomputes the mix and the scaling from the recorded totals: the breakdown's own consistency check. */
    private boolean verify() {
        if (earlyDraw) {
            return whiteScore == 0;
        }
        int phase = material.phase();
        int mix = (opening * (PHASE_MAX - phase) + endgame * phase) / PHASE_MAX;
        int m = mix > 0 ? mul[Colour.WHITE] : mul[Colour.BLACK];
        int s = mix * m / p.mulUnit;
        return mix == interpolated && s == scaled;
    }

    /**
     * True if the last evaluation ran the free-passer exchange evaluation, whose order among equal attackers follows
     * the search's piece lists: two routes to one position can (after promotions) list the pieces differently.
     */
    boolean lastUsedExchange() {
        return !earlyDraw && passedPawns.exchangeUsed();
    }

    /** Exchange values of the parameter set (P N B R Q K), for the search's exchange evaluation. */
    int[] exchangeValues() {
        return p.exchangeValue;
    }

    /**
     * The exchange evaluation of the free-passer test: a search's (over its piece lists), or null for the
     * default one that builds Fruit's lists from the board.
     */
    void useExchange(ExchangeEvaluator exchange) {
        passedPawns.useExchange(exchange == null ? defaultExchange : exchange);
    }
}
