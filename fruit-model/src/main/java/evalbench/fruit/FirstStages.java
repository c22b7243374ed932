package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.SummaryCache;

/**
 * Fruit's eval() up to its early draw exit: the material info's terms (piece values, bishop pair), the piece-square
 * tables, the pawn structure (cached by pawn key) and the draw rules, which leave each side's multiplier (at most its
 * material multiplier). When both are 0 the evaluation ends there with a draw.
 *
 * <p>API for models derived from Fruit: Toga II 3.0 runs these stages unchanged (under its own numbers) before its
 * own; {@link #details} writes the breakdown details of Fruit's reference columns ({@link ReferenceColumns}).
 */
public final class FirstStages {
    /** 2^16 pawn-cache slots (3 MB): few collisions even over a whole corpus. */
    private static final int PAWN_CACHE_BITS = 16;

    private final PieceSquareTables pst;
    private final SummaryCache<PawnInfo> pawnCache;
    private final DrawRules drawRules;
    private final int[] drawMul = new int[2];

    /** The stages under {@code parameters}; {@code caches} false: the pawn structure is computed at every call. */
    public FirstStages(FruitParameters parameters, Quad quad, PieceSquareTables pst, boolean caches) {
        this.pst = pst;
        this.pawnCache = new SummaryCache<>(PAWN_CACHE_BITS, PawnInfo.SUMMARY_LONGS, new PawnInfo(),
                new PawnStructure(parameters, quad)::compute, caches);
        this.drawRules = new DrawRules(parameters);
    }

    /**
     * Records the material, piece-square and pawn terms into {@code sheet} and sets {@code mul} (White's, Black's) to
     * the multipliers after the draw rules. Returns the pawn info (valid until the next call).
     */
    public PawnInfo run(Position position, MaterialInfo material, ScoreSheet sheet, boolean record, int[] mul) {
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
        return pawns;
    }

    /** Both multipliers 0 after {@link #run}: Fruit returns a draw at once. */
    public boolean earlyDraw() {
        return drawMul[Colour.WHITE] == 0 && drawMul[Colour.BLACK] == 0;
    }

    /** A side's multiplier after the draw rules of the last {@link #run} (before the opposite-bishop halving). */
    public int drawMultiplier(int colour) {
        return drawMul[colour];
    }

    /** The breakdown details Fruit's reference head and tail read (see {@link ReferenceColumns}). */
    public void details(Breakdown.Builder b, Position position, MaterialInfo material, boolean earlyDraw,
            int interpolated, int scaled, boolean verified) {
        b.detail(FruitModel.MAT_MUL_W, material.white().mul())
                .detail(FruitModel.MAT_MUL_B, material.black().mul())
                .detail(FruitModel.DRAW_MUL_W, drawMul[Colour.WHITE])
                .detail(FruitModel.DRAW_MUL_B, drawMul[Colour.BLACK])
                .detail(FruitModel.RECOG, material.recogniser().number())
                .detail(FruitModel.MAT_FLAGS, material.flags())
                .detail(FruitModel.CFLAGS_W, material.white().flags())
                .detail(FruitModel.CFLAGS_B, material.black().flags())
                .detail(FruitModel.STM_IN_CHECK, position.inCheck() ? 1 : 0)
                .detail(FruitModel.STATUS, earlyDraw ? FruitEvaluator.STATUS_EARLY_DRAW : FruitEvaluator.STATUS_OK)
                .detail(FruitModel.INTERP, earlyDraw ? FruitModel.NA : Integer.toString(interpolated))
                .detail(FruitModel.SCALED, earlyDraw ? FruitModel.NA : Integer.toString(scaled))
                .detail(FruitModel.VERIFY, verified ? "ok" : "mismatch");
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
}
