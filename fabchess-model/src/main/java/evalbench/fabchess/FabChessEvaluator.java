package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess 1.15's static evaluation: the phase, the lone-minor draw shortcut, then tempo, piece-square tables,
 * material, pawns (structure and passers), knights, the piecewise terms (mobility, files, seventh rank, x-rays,
 * king attack) and the king shelter, each side from its own view; then the endgame rescaling, the endgame ÷ 1.5
 * and the phase interpolation in double. No lazy exit: a pure function of the placement, the side to move and the
 * fullmove number (the pawn-only terms come from a cache by pawn key on the fast path, which FabChess has not;
 * the cache returns the numbers they would be computed to).
 *
 * <p>Every term is added to one {@link ScoreSheet}; {@link #evaluate} and {@link #explain} run the same code,
 * the breakdown then reads the sheet. One instance per thread (scratch space).
 */
public final class FabChessEvaluator implements Evaluator {
    public static final String STATUS_OK = "ok";
    public static final String STATUS_DRAW = "guaranteed_draw";

    private final EvaluatorModel model;
    private final FabChessParameters p;
    private final Phase phase;
    private final Material material;
    private final PieceSquareTables pst;
    private final PawnStructure pawnStructure;
    private final PassedPawns passedPawns;
    private final Knights knights;
    private final Pieces pieces;
    private final KingAttack kingAttack;
    private final KingSafety kingSafety;
    private final FinalScore finalScore;

    // scratch of the last evaluation, read by explain()
    private final ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
    private final AttackSets attacks = new AttackSets();
    private final Counts counts = new Counts();
    private int clampedMaterial;
    private double phaseValue;
    private boolean draw;
    private int whiteScore;
    /** White's total minus Black's over every term, middlegame and endgame. */
    private int totalOpening;
    private int totalEndgame;

    FabChessEvaluator(EvaluatorModel model, FabChessParameters parameters) {
        this.model = model;
        this.p = parameters;
        this.phase = new Phase(parameters);
        this.material = new Material(parameters);
        this.pst = new PieceSquareTables(parameters, material);
        this.pawnStructure = new PawnStructure(parameters);
        this.passedPawns = new PassedPawns(parameters);
        this.knights = new Knights(parameters);
        this.pieces = new Pieces(parameters);
        this.kingAttack = new KingAttack(parameters);
        this.kingSafety = new KingSafety(parameters);
        this.finalScore = new FinalScore(parameters);
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
        return FabChessBreakdown.build(model, position, this);
    }

    /** The recording run's term values (sheet order is the model's terms); false for the lone-minor draw. */
    @Override
    public boolean termValues(Position position, int[] out) {
        run(position, true);
        sheet.copyValues(out);
        return !draw;
    }

    /**
     * The whole evaluation into the scratch fields; with {@code record} the sheet keeps every term. Every part
     * returns its White-minus-Black sum packed ({@link PackedScore}); their sum is the total the score comes from.
     */
    private void run(Position position, boolean record) {
        sheet.start(record);
        counts.start(record);
        clampedMaterial = phase.material(position);
        phaseValue = phase.of(clampedMaterial);
        draw = material.guaranteedDraw(position);
        if (draw) {
            whiteScore = 0;
            totalOpening = 0;
            totalEndgame = 0;
            return;
        }
        attacks.compute(position);
        int toMove = position.sideToMove();
        long tempo = sheet.addPacked(0, Terms.TEMPO, toMove, p.tempo.single());
        long total = (toMove == Colour.WHITE ? tempo : -tempo)
                + pst.evaluate(position, sheet)
                + material.evaluate(position, sheet, counts)
                + pawnStructure.evaluate(position, attacks, sheet, counts)
                + passedPawns.evaluate(position, attacks, sheet, counts)
                + knights.evaluate(position, attacks, sheet, counts)
                + pieces.evaluate(position, attacks, sheet, counts)
                + kingAttack.evaluate(position, attacks, sheet)
                + kingSafety.evaluate(position, sheet, counts);
        totalOpening = PackedScore.opening(total);
        totalEndgame = PackedScore.endgame(total);
        finalScore.compute(position, totalOpening, totalEndgame, phaseValue);
        whiteScore = finalScore.score;
    }

    // read by FabChessBreakdown after a recording run

    ScoreSheet sheet() {
        return sheet;
    }

    Counts counts() {
        return counts;
    }

    KingAttack kingAttack() {
        return kingAttack;
    }

    FinalScore finalScore() {
        return finalScore;
    }

    FabChessParameters params() {
        return p;
    }

    boolean draw() {
        return draw;
    }

    double phaseValue() {
        return phaseValue;
    }

    /** The phase on the workbench's integer scale: 0 = middlegame .. range = endgame. */
    int endgameSteps() {
        return phase.endgameSteps(clampedMaterial);
    }

    int whiteScore() {
        return whiteScore;
    }

    int totalOpening() {
        return totalOpening;
    }

    int totalEndgame() {
        return totalEndgame;
    }
}
