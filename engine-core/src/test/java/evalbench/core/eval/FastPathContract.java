package evalbench.core.eval;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.io.Corpus;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The model test kit's fast path: {@link Evaluator#evaluate} (caches on) and {@link Evaluator#explain} are one
 * computation. A model's {@code FastPathTest} extends this, names its model and, where its breakdown has no
 * {@value #VERIFY} detail, says how the breakdown proves that it adds up; the tests here run on every corpus position
 * (games and suites) and along random lines played from them.
 */
public abstract class FastPathContract {
    /** The detail in which a model's breakdown says whether its recorded parts recompute the score. */
    public static final String VERIFY = "verify";

    /** games.fen and the four suites hold 8,428 positions: fewer means a file was not read. */
    private static final int CORPUS_LEAST = 8000;
    /** Random lines: from every tenth corpus position, eight plies, a fixed seed. */
    private static final int LINE_EVERY = 10;
    private static final int LINE_PLIES = 8;
    private static final long LINE_SEED = 2026;
    private static final int LINE_LEAST = 5000;
    /** Siblings: every legal move along the random lines from every fortieth corpus position. */
    private static final int SIBLINGS_EVERY = 40;
    private static final int SIBLINGS_LEAST = 30000;

    private final EvaluatorModel model;
    private final Supplier<Evaluator> explaining;
    /** The model's stages, or empty for a model without them. */
    private final List<String> stages;

    /** The model's evaluators on both sides. */
    protected FastPathContract(EvaluatorModel model) {
        this(model, model::create);
    }

    /** {@code explaining}: the evaluator whose breakdowns the fast path must equal, e.g. with the caches off. */
    protected FastPathContract(EvaluatorModel model, Supplier<Evaluator> explaining) {
        this(model, explaining, List.of());
    }

    /**
     * For a model with stages: every term belongs to one of {@code stages}, so the stages must add up to the totals
     * on every corpus position, besides the {@value #VERIFY} detail.
     */
    protected FastPathContract(EvaluatorModel model, Supplier<Evaluator> explaining, List<String> stages) {
        this.model = model;
        this.explaining = explaining;
        this.stages = List.copyOf(stages);
    }

    /**
     * The breakdown's own arithmetic, checked on every corpus position: by default the model's {@value #VERIFY}
     * detail must say {@code ok}, and its stages add up where it has them; a model without a {@value #VERIFY} detail
     * overrides this with its formulas (the totals themselves are the sums of the terms by definition, so they prove
     * nothing alone).
     */
    protected void assertAddsUp(Breakdown breakdown, Corpus.Entry entry) {
        assertThat(breakdown.details().get(VERIFY)).as("%s %s", VERIFY, entry.where()).isEqualTo("ok");
        if (!stages.isEmpty()) {
            assertStagesAddUp(breakdown, stages, entry);
        }
    }

    /** For models with stages: every term belongs to one of {@code stages}, so the stages add up to the totals. */
    protected static void assertStagesAddUp(Breakdown breakdown, List<String> stages, Corpus.Entry entry) {
        int[] totals = {0, 0};
        for (String stage : stages) {
            int[] s = breakdown.stageTotal(stage);
            totals[0] += s[0];
            totals[1] += s[1];
        }
        assertThat(totals).as("%s stage sums", entry.where())
                .containsExactly(breakdown.openingTotal(), breakdown.endgameTotal());
    }

    /** The fast path's score of a corpus position; a model overrides it to compare cold and warm caches too. */
    protected int fastScore(Evaluator fast, Position position) {
        return fast.evaluate(position);
    }

    /**
     * {@link Evaluator#termValues} is the breakdown's terms as numbers: equal to {@code explain}'s on every corpus
     * position, term by term, and false exactly where the breakdown warns of an early return.
     */
    @Test
    public void termValuesAreTheBreakdownsTerms() {
        Evaluator numbers = model.create();
        Evaluator explainer = model.create();
        List<TermDef> defs = model.terms();
        int[] out = new int[defs.size() * 4];
        for (Corpus.Entry e : Corpus.all()) {
            boolean complete = numbers.termValues(e.position(), out);
            Breakdown b = explainer.explain(e.position());
            assertThat(complete).as("termValues complete at %s %s", e.where(), e.fen())
                    .isEqualTo(b.warnings().isEmpty());
            for (int i = 0; i < defs.size(); i++) {
                TermValue t = b.term(defs.get(i).id());
                assertThat(new int[] {out[4 * i], out[4 * i + 1], out[4 * i + 2], out[4 * i + 3]})
                        .as("termValues of %s at %s %s", defs.get(i).id(), e.where(), e.fen())
                        .containsExactly(t.whiteOpening(), t.whiteEndgame(), t.blackOpening(), t.blackEndgame());
            }
        }
    }

    @Test
    public void fastPathEqualsBreakdownOnEveryCorpusPosition() {
        Evaluator fast = model.create();
        Evaluator explainer = explaining.get();
        List<Corpus.Entry> corpus = Corpus.all();
        assertThat(corpus).hasSizeGreaterThan(CORPUS_LEAST);
        for (Corpus.Entry e : corpus) {
            int score = fastScore(fast, e.position());
            Breakdown b = explainer.explain(e.position());
            assertThat(score).as("fast path against breakdown, %s %s", e.where(), e.fen())
                    .isEqualTo(b.sideToMoveScore());
            assertAddsUp(b, e);
        }
    }

    /**
     * What an evaluator keeps between calls (the piece-square sums a position keeps through make/unmake, attached
     * by the evaluator on first sight, and its caches) gives what a position read afresh from its FEN gives: along
     * random lines, every evaluation of the moved position equals the breakdown of its FEN, and after taking the
     * moves back the first score comes again, with the position consistent.
     */
    @Test
    public void positionsReachedByMovesScoreAsTheirFen() {
        Evaluator searching = model.create();
        Evaluator fresh = explaining.get();
        Random random = new Random(LINE_SEED);
        List<Corpus.Entry> corpus = Corpus.all();
        int[] checked = {0};
        for (int i = 0; i < corpus.size(); i += LINE_EVERY) {
            Corpus.Entry entry = corpus.get(i);
            Position position = entry.position();
            int first = searching.evaluate(position);
            int plies = playRandomLine(position, random, moves -> { }, played -> {
                assertScoresAsItsFen(searching, fresh, position, entry, played + " random plies");
                checked[0]++;
            });
            while (plies-- > 0) {
                position.unmakeMove();
            }
            assertThat(searching.evaluate(position)).as("%s after the moves were taken back", entry.where())
                    .isEqualTo(first);
            assertThat(position.consistencyFault()).as(entry.where()).isNull();
        }
        assertThat(checked[0]).as("moved positions checked").isGreaterThan(LINE_LEAST);
    }

    /**
     * The order in which a search evaluates: every legal move of each position along random lines, made, evaluated
     * and taken back in turn, so that consecutive evaluations differ by one move. A memo keyed on less than all of
     * its inputs (say the pawns and the king's square but not the castling rights a rook's move takes) gives itself
     * away here.
     */
    @Test
    public void siblingsEvaluatedInSearchOrderScoreAsTheirFen() {
        Evaluator searching = model.create();
        Evaluator fresh = explaining.get();
        Random random = new Random(LINE_SEED);
        List<Corpus.Entry> corpus = Corpus.all();
        int[] checked = {0};
        for (int i = 0; i < corpus.size(); i += SIBLINGS_EVERY) {
            Corpus.Entry entry = corpus.get(i);
            Position position = entry.position();
            int plies = playRandomLine(position, random, moves -> {
                for (int move : moves) {
                    position.makeMove(move);
                    assertScoresAsItsFen(searching, fresh, position, entry, "a random line and a sibling");
                    position.unmakeMove();
                    checked[0]++;
                }
            }, played -> { });
            while (plies-- > 0) {
                position.unmakeMove();
            }
        }
        assertThat(checked[0]).as("sibling positions checked").isGreaterThan(SIBLINGS_LEAST);
    }

    /**
     * Plays up to {@link #LINE_PLIES} random legal moves on {@code position} (left made): {@code beforeMove} sees each
     * position's legal moves before one is played (it may make and take back moves), {@code afterMove} the number of
     * moves played so far after each. Returns the number played.
     */
    private static int playRandomLine(Position position, Random random, Consumer<int[]> beforeMove,
            IntConsumer afterMove) {
        int plies = 0;
        while (plies < LINE_PLIES) {
            int[] moves = MoveGenerator.legalMoves(position);
            if (moves.length == 0) {
                break;
            }
            beforeMove.accept(moves);
            position.makeMove(moves[random.nextInt(moves.length)]);
            afterMove.accept(++plies);
        }
        return plies;
    }

    private static void assertScoresAsItsFen(Evaluator searching, Evaluator fresh, Position position,
            Corpus.Entry entry, String how) {
        int score = searching.evaluate(position);
        Breakdown b = fresh.explain(Position.fromFen(position.toFen()));
        assertThat(score).as("%s after %s: %s", entry.where(), how, position.toFen())
                .isEqualTo(b.sideToMoveScore());
    }
}
