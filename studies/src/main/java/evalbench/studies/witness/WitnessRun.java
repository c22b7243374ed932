package evalbench.studies.witness;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermValue;
import evalbench.core.io.CorpusOptions;
import evalbench.studies.corpus.CompareResult;
import evalbench.studies.corpus.Verdicts;
import evalbench.studies.report.ProgramVersion;
import evalbench.studies.report.SquareSets;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The witness study of two models: for every term they share (or the terms asked for), the smallest legal position
 * (or pair) that proves their rules differ, or "none" with the number of positions tried (docs/corpus.md). Seeds
 * come from a corpus: the positions where exactly one model's term is non-zero and where the two disagree most.
 * Every witness is evaluated again through the models' public {@code explain} for the report. Terms are split over
 * {@code threads} workers; the result does not depend on how many.
 */
public final class WitnessRun {
    /** Random parameter sets per model in the search's rule families. */
    public static final int FAMILY_SIZE = 6;
    /** Random parameter sets per model a witness is checked under again, drawn afresh. */
    public static final int VERIFY_SIZE = 16;
    public static final long DEFAULT_TRIES = 10_000;
    /** Corpus positions a term's search starts from. */
    public static final int SEEDS = 64;
    /** Corpus positions read for the seeds at most. */
    static final int CORPUS_LIMIT = 20_000;

    /** A model under a parameter set. */
    public record Side(EvaluatorModel model, ParameterSet parameters) {
    }

    /** Progress: a term finished ({@code done} of {@code total}); within a term, the positions tried so far. */
    public interface Progress {
        void termDone(String term, int done, int total);

        /** Every few hundred positions of a term's search. */
        default void tried(String term, long tried, long tries) {
        }

        Progress NONE = (t, d, n) -> { };
    }

    private final Side a;
    private final Side b;
    private final List<String> terms;
    private final long tries;
    private final long seed;
    private final int threads;

    /** @param terms the terms to study, or empty for every term both models have */
    public WitnessRun(Side a, Side b, List<String> terms, long tries, long seed, int threads) {
        this.a = a;
        this.b = b;
        List<String> shared = sharedTerms(a.model(), b.model());
        for (String t : terms) {
            if (!hasTerm(a.model(), t) || !hasTerm(b.model(), t)) {
                throw new IllegalArgumentException("term '" + t + "' is not a term of both " + a.model().id() + " and "
                        + b.model().id() + " (shared: " + String.join(", ", shared) + ")");
            }
        }
        this.terms = terms.isEmpty() ? shared : List.copyOf(new LinkedHashSet<>(terms));
        if (tries < 1) {
            throw new IllegalArgumentException("tries must be at least 1");
        }
        this.tries = tries;
        this.seed = seed;
        this.threads = Math.max(1, threads);
    }

    /** The terms both models report, in A's order. */
    public static List<String> sharedTerms(EvaluatorModel a, EvaluatorModel b) {
        List<String> shared = new ArrayList<>();
        for (TermDef d : a.terms()) {
            if (hasTerm(b, d.id())) {
                shared.add(d.id());
            }
        }
        return shared;
    }

    private static boolean hasTerm(EvaluatorModel m, String id) {
        return m.terms().stream().anyMatch(d -> d.id().equals(id));
    }

    public List<String> terms() {
        return terms;
    }

    /** Runs over the corpus {@code file}; throws {@link CancellationException} when {@code cancelled} says so. */
    public WitnessResult run(Path file, CorpusOptions options, Progress progress, BooleanSupplier cancelled)
            throws IOException {
        long started = System.nanoTime();
        SeedCorpus corpus = SeedCorpus.read(file, options, a, b, terms, cancelled);
        Families families = families(corpus.validation());
        List<Witness> results = search(corpus, families, progress, cancelled);
        double seconds = (System.nanoTime() - started) / 1e9;
        long tried = results.stream().mapToLong(Witness::tried).sum();
        return new WitnessResult(ProgramVersion.text(), List.of(a.model().id(), b.model().id()),
                List.of(params(a), params(b)), seed,
                new WitnessResult.Settings(tries, FAMILY_SIZE, VERIFY_SIZE, SEEDS, threads), corpus.summary(), results,
                families.held(), Math.round(seconds * 100) / 100.0, seconds > 0 ? Math.round(tried / seconds) : 0);
    }

    private static CompareResult.Params params(Side s) {
        return new CompareResult.Params(s.model().id(), s.parameters().name(), s.parameters().sha256());
    }

    /** The four rule families of a run (made once; each worker makes its own evaluators from them). */
    private record Families(RuleFamily searchA, RuleFamily searchB, RuleFamily verifyA, RuleFamily verifyB) {
        Map<String, List<String>> held() {
            Map<String, List<String>> held = new LinkedHashMap<>();
            held.put(searchA.model().id(), searchA.held());
            held.putIfAbsent(searchB.model().id(), searchB.held());
            return held;
        }
    }

    private Families families(List<Position> validation) {
        RuleFamily searchA = cache.get(a, FAMILY_SIZE, seed, validation, null);
        RuleFamily searchB = cache.get(b, FAMILY_SIZE, seed, validation, null);
        return new Families(searchA, searchB, cache.get(a, VERIFY_SIZE, ~seed, validation, searchA),
                cache.get(b, VERIFY_SIZE, ~seed, validation, searchB));
    }

    /**
     * The rule families made in one study, by model, parameter set, size and seed: a study of several pairs on one
     * corpus makes each model's families once (they are the same in every pair).
     */
    public static final class FamilyCache {
        private final Map<String, RuleFamily> families = new java.util.concurrent.ConcurrentHashMap<>();

        RuleFamily get(Side side, int size, long seed, List<Position> validation, RuleFamily like) {
            String key = side.model().id() + "|" + side.parameters().sha256() + "|" + size + "|" + seed;
            return families.computeIfAbsent(key, k -> like == null
                    ? new RuleFamily(side.model(), side.parameters(), size, seed, validation)
                    : new RuleFamily(like, size, seed, validation));
        }
    }

    private FamilyCache cache = new FamilyCache();

    /** Shares {@code families} with other runs of the same study (same corpus and seed). */
    public WitnessRun sharing(FamilyCache families) {
        this.cache = families;
        return this;
    }

    /** One worker's evaluators (evaluators are not shared between threads). */
    private static final class Evaluators {
        final List<Evaluator> searchA;
        final List<Evaluator> searchB;
        final List<Evaluator> verifyA;
        final List<Evaluator> verifyB;

        Evaluators(Families f) {
            searchA = f.searchA().evaluators();
            searchB = f.searchB().evaluators();
            verifyA = f.verifyA().evaluators();
            verifyB = f.verifyB().evaluators();
        }
    }

    private List<Witness> search(SeedCorpus corpus, Families families, Progress progress, BooleanSupplier cancelled) {
        Witness[] out = new Witness[terms.size()];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "witness");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                futures.add(pool.submit(() -> {
                    Evaluators evaluators = null;
                    for (int i = next.getAndIncrement(); i < terms.size(); i = next.getAndIncrement()) {
                        if (cancelled.getAsBoolean()) {
                            return;
                        }
                        if (evaluators == null) {
                            evaluators = new Evaluators(families);
                        }
                        out[i] = term(terms.get(i), corpus, evaluators, progress, cancelled);
                        progress.termDone(terms.get(i), done.incrementAndGet(), terms.size());
                    }
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("witness run cancelled");
        }
        return List.of(out);
    }

    private Witness term(String term, SeedCorpus corpus, Evaluators e, Progress progress, BooleanSupplier cancelled) {
        WitnessSearch search = new WitnessSearch(e.searchA, e.verifyA, e.searchB, e.verifyB, term);
        search.run(corpus.seeds(term), tries, seed, cancelled, n -> progress.tried(term, n, tries));
        List<Finding> findings = new ArrayList<>();
        Finding bNotA = search.bNotA();
        Finding aNotB = search.aNotB();
        if (bNotA != null && aNotB != null && sameEvidence(bNotA, aNotB)) {
            findings.add(bNotA);
        } else {
            if (bNotA != null) {
                findings.add(bNotA);
            }
            if (aNotB != null) {
                findings.add(aNotB);
            }
        }
        List<Witness.Proof> proofs = new ArrayList<>();
        for (Finding f : findings) {
            proofs.add(proof(term, f, bNotA != null && aNotB != null && sameEvidence(bNotA, aNotB)));
        }
        String verdict;
        if (bNotA != null && aNotB != null) {
            verdict = Verdicts.DIFFERENT;
        } else if (!search.anyNonZero()) {
            verdict = Verdicts.ONE_MODEL;
        } else {
            verdict = search.allEqual() ? Verdicts.SAME : Verdicts.SAME_OTHER_WEIGHT;
        }
        Witness.Proof first = proofs.isEmpty() ? null : proofs.get(0);
        return new Witness(term, verdict, first == null ? WitnessKind.NONE.id() : first.kind(), search.tried(),
                first == null ? List.of() : first.fens(), first == null ? 0 : first.men(),
                first == null ? 0 : first.pieces(), first == null ? List.of() : first.values(),
                first == null ? List.of() : first.details(), proofs, KINDS, WHY);
    }

    private static boolean sameEvidence(Finding x, Finding y) {
        return x.kind() == y.kind() && x.first().equals(y.first())
                && (x.second() == null ? y.second() == null : x.second().equals(y.second()));
    }

    static final List<String> KINDS = List.of(WitnessKind.ZERO_VS_NONZERO.id(), WitnessKind.OPPOSITE_SIGN.id(),
            WitnessKind.RATIO.id());

    static final String WHY = "each rule is its model's evaluator under its own parameter set and " + FAMILY_SIZE
            + " random ones (every number drawn afresh, some set to zero): a relation every member obeys and the other"
            + " model breaks proves the other is not this rule with other numbers. zero-vs-nonzero (the rule does not"
            + " fire) and ratio (it scores two positions in one fixed ratio, equal included) hold for a term summed"
            + " from several features as for one count, rounding included; opposite-sign only where the value is one"
            + " feature times one weight (every member's value proportional to one number of its set), since a sum's"
            + " sign depends on the sizes of its weights";

    /** A proof as the models' own explain gives it, evaluated afresh. */
    Witness.Proof proof(String term, Finding found, boolean both) {
        List<Placement> placements = found.second() == null ? List.of(found.first())
                : List.of(found.first(), found.second());
        Evaluator ea = a.model().create(a.parameters());
        Evaluator eb = b.model().create(b.parameters());
        List<String> fens = new ArrayList<>();
        List<Map<String, Witness.Values>> values = new ArrayList<>();
        List<Map<String, List<String>>> details = new ArrayList<>();
        List<Map<String, String>> squares = new ArrayList<>();
        for (Placement p : placements) {
            String fen = p.fen();
            fens.add(fen);
            Position position = Position.fromFen(fen);
            Map<String, Witness.Values> v = new LinkedHashMap<>();
            Map<String, List<String>> d = new LinkedHashMap<>();
            Map<String, String> s = new LinkedHashMap<>();
            for (Evaluator e : new Evaluator[] {ea, eb}) {
                Breakdown bd = e.explain(position);
                TermValue t = bd.term(term);
                v.put(bd.modelId(), values(bd, t));
                d.put(bd.modelId(), lines(t, bd));
                s.put(bd.modelId(), SquareSets.names(t.squares()));
            }
            values.add(v);
            details.add(d);
            squares.add(s);
        }
        String family = found.family();
        String model = family.equals(a.model().id()) ? b.model().id() : a.model().id();
        String shows = both ? "neither model is the other's rule with other numbers"
                : model + " is not " + family + "'s rule with other numbers";
        String stage = found.stage() < 0 ? null : found.stage() == 0 ? "opening" : "endgame";
        return new Witness.Proof(family, model, shows, found.kind().id(), stage, fens, found.men(), found.pieces(),
                values, details, squares);
    }

    /** A term's net values at a breakdown's phase, as {@code eval --format json} prints them. */
    public static Witness.Values values(Breakdown bd, TermValue t) {
        return new Witness.Values(t.netOpening(), t.netEndgame(),
                bd.units().mixedCentipawns(t.netOpening(), t.netEndgame(), bd.phase()));
    }

    /** The breakdown lines that explain a term's value: each side's own values and the squares it comes from. */
    static List<String> lines(TermValue t, Breakdown bd) {
        List<String> lines = new ArrayList<>();
        long white = 0;
        long black = 0;
        // the term's squares split by the colour of the man on them
        Position p = Position.fromFen(bd.fen());
        for (long s = t.squares(); s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            if (p.pieceAt(sq) != 0 && evalbench.core.Piece.colour(p.pieceAt(sq)) == evalbench.core.Colour.BLACK) {
                black |= 1L << sq;
            } else {
                white |= 1L << sq;
            }
        }
        lines.add(String.format(java.util.Locale.ROOT, "White %d op, %d eg%s", t.whiteOpening(), t.whiteEndgame(),
                white == 0 ? "" : " (" + SquareSets.names(white) + ")"));
        lines.add(String.format(java.util.Locale.ROOT, "Black %d op, %d eg%s", t.blackOpening(), t.blackEndgame(),
                black == 0 ? "" : " (" + SquareSets.names(black) + ")"));
        return lines;
    }
}
