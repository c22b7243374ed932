package evalbench.fruit;

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
import evalbench.core.eval.SummaryCache;

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
    /** 2^16 pawn-cache slots (3 MB): few collisions even over a whole corpus. */
    private static final int PAWN_CACHE_BITS = 16;

    public static final String STATUS_OK = "ok";
    public static final String STATUS_EARLY_DRAW = "early_draw";

    private final EvaluatorModel model;
    private final FruitParameters p;
    private final MaterialTable materialTable;
    private final PieceSquareTables pst;
    private final SummaryCache<PawnInfo> pawnCache;
    private final DrawRules drawRules;
    private final Pieces pieces;
    private final KingSafety kingSafety;
    private final PassedPawns passedPawns;
    private final BoardExchange defaultExchange;
    private final Patterns patterns;

    // scratch of the last evaluation, read by explain()
    private final ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
    private final int[] mul = new int[2];
    private final int[] drawMul = new int[2];
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
        this.pst = pst;
        Quad quad = new Quad(parameters);
        this.materialTable = new MaterialTable(parameters, caches);
        this.pawnCache = new SummaryCache<>(PAWN_CACHE_BITS, PawnInfo.SUMMARY_LONGS, new PawnInfo(),
                new PawnStructure(parameters, quad)::compute, caches);
        this.drawRules = new DrawRules(parameters);
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
        String status = earlyDraw ? STATUS_EARLY_DRAW : STATUS_OK;
        b.detail(FruitModel.MAT_MUL_W, material.white().mul())
                .detail(FruitModel.MAT_MUL_B, material.black().mul())
                .detail(FruitModel.DRAW_MUL_W, drawMul[Colour.WHITE])
                .detail(FruitModel.DRAW_MUL_B, drawMul[Colour.BLACK])
                .detail(FruitModel.RECOG, material.recogniser().number())
                .detail(FruitModel.MAT_FLAGS, material.flags())
                .detail(FruitModel.CFLAGS_W, material.white().flags())
                .detail(FruitModel.CFLAGS_B, material.black().flags())
                .detail(FruitModel.STM_IN_CHECK, position.inCheck() ? 1 : 0)
                .detail(FruitModel.STATUS, status)
                .detail(FruitModel.INTERP, earlyDraw ? FruitModel.NA : Integer.toString(interpolated))
                .detail(FruitModel.SCALED, earlyDraw ? FruitModel.NA : Integer.toString(scaled))
                .detail(FruitModel.VERIFY, verify() ? "ok" : "mismatch");
        if (earlyDraw) {
            b.warning("both multipliers are 0: Fruit returns a draw before the piece, king, passer and pattern stages");
        }
        return b.build();
    }

    /**
     * The whole evaluation into the scratch fields; White's final score in {@link #whiteScore}. With {@code record}
     * the sheet keeps every term (for the breakdown), without it only the totals: the same calls either way.
     */
    private void run(Position position, boolean record) {
        sheet.start(record);
        defaultExchange.newPosition();
        material = materialTable.get(position);
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            MaterialInfo.Side side = material.side(c);
            sheet.add(Terms.MATERIAL, c, side.materialOpening(), side.materialEndgame());
            sheet.add(Terms.BISHOP_PAIR, c, side.pairOpening(), side.pairEndgame());
        }
        if (record) {
            sheet.mark(Terms.MATERIAL, position.occupied() & ~position.piecesOfType(PieceType.KING));
            sheet.mark(Terms.BISHOP_PAIR, bishopPairs(position));
            sheet.mark(Terms.PST, position.occupied());
        }
        pst.evaluate(position, sheet);
        PawnInfo pawns = pawnCache.get(position, position.pawnKey(), record);
        pawns.replay(sheet);

        mul[Colour.WHITE] = material.white().mul();
        mul[Colour.BLACK] = material.black().mul();
        drawRules.apply(position, material, pawns, mul);
        mul[Colour.WHITE] = Math.min(mul[Colour.WHITE], material.white().mul());
        mul[Colour.BLACK] = Math.min(mul[Colour.BLACK], material.black().mul());
        drawMul[Colour.WHITE] = mul[Colour.WHITE];
        drawMul[Colour.BLACK] = mul[Colour.BLACK];

        earlyDraw = mul[Colour.WHITE] == 0 && mul[Colour.BLACK] == 0;
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

    private static long bishopPairs(Position position) {
        long pairs = 0;
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long bishops = position.pieces(c, PieceType.BISHOP);
            if (Bitboards.several(bishops)) {
                pairs |= bishops;
            }
        }
        return pairs;
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
