package evalbench.studies.corpus;

import evalbench.studies.report.ProgramVersion;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Uci;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;

/**
 * Move-match similarity (as SIM03/SIMEX measure it): every engine — the models' own searches and external UCI
 * engines — searches every position from a fresh hash with the same limit; for every pair, the share of
 * positions where both chose the same move, overall and by game stage, with Wilson's 95 % interval, and a
 * UPGMA tree. Each worker thread has its own searches and its own engine processes; positions are folded in
 * file order.
 */
public final class SimilarityRun {
    /** Game stage by material, N = B = 1, R = 2, Q = 4 over both sides (24 at the start). */
    public static final int OPENING_MIN = 22;
    public static final int ENDGAME_MAX = 10;
    public static final List<String> STAGES = List.of("opening", "middlegame", "endgame");
    public static final String STAGE_RULE = "material N=B=1, R=2, Q=4 over both sides (24 at the start): opening >= "
            + OPENING_MIN + ", endgame <= " + ENDGAME_MAX + ", middlegame between";
    static final int CHUNK = 16;

    /** One of our models with its parameters. */
    public record ModelEngine(EvaluatorModel model, ParameterSet parameters) {
    }

    /** The limit for every engine: exactly one of depth, nodes, movetime. */
    public record Limit(Integer depth, Long nodes, Long movetime) {
        String uciGo() {
            return depth != null ? "depth " + depth : nodes != null ? "nodes " + nodes : "movetime " + movetime;
        }

        SearchLimits search() {
            return depth != null ? SearchLimits.depth(depth) : nodes != null ? SearchLimits.nodes(nodes)
                    : SearchLimits.moveTime(movetime);
        }

        /** How long to wait for an external engine's answer before calling it hung. */
        long timeoutMs() {
            return movetime != null ? movetime * 5 + 10_000 : 120_000;
        }
    }

    private final List<ModelEngine> models;
    private final Map<String, String> externals;
    private final Limit limit;
    private final int threads;
    private final int hashMb;

    public SimilarityRun(List<ModelEngine> models, Map<String, String> externals, Limit limit, int threads,
            int hashMb) {
        this.models = models;
        this.externals = new LinkedHashMap<>(externals);
        this.limit = limit;
        this.threads = threads;
        this.hashMb = hashMb;
    }

    public static int stage(Position p) {
        int m = 0;
        m += Long.bitCount(p.piecesOfType(PieceType.KNIGHT)) + Long.bitCount(p.piecesOfType(PieceType.BISHOP));
        m += 2 * Long.bitCount(p.piecesOfType(PieceType.ROOK)) + 4 * Long.bitCount(p.piecesOfType(PieceType.QUEEN));
        return m >= OPENING_MIN ? 0 : m <= ENDGAME_MAX ? 2 : 1;
    }

    /**
     * One worker's engines. An external engine that cannot be started, dies, hangs or breaks the protocol is
     * recorded in {@code failures} (name to reason, shared by the workers) and asked nothing more: its answers are
     * null from then on, and the run leaves it out instead of stopping.
     */
    private final class Engines implements AutoCloseable {
        final List<Search> searches = new ArrayList<>();
        final List<UciClient> clients = new ArrayList<>();
        final List<String> clientNames = new ArrayList<>(externals.keySet());
        final Map<String, String> failures;

        Engines(Map<String, String> failures) {
            this.failures = failures;
            for (ModelEngine m : models) {
                searches.add(new Search(m.model().searchProfile(), m.model().create(m.parameters()), hashMb));
            }
            for (Map.Entry<String, String> e : externals.entrySet()) {
                UciClient c = null;
                if (!failures.containsKey(e.getKey())) {
                    try {
                        c = new UciClient(e.getKey(), e.getValue(), hashMb, 20_000);
                    } catch (IOException ex) {
                        failures.putIfAbsent(e.getKey(), reason(ex));
                    }
                }
                clients.add(c);
            }
        }

        /** Every engine's best move in UCI text ("" for none); null for an engine that has failed. */
        String[] moves(CorpusUnit u) {
            String[] moves = new String[searches.size() + clients.size()];
            int i = 0;
            for (Search s : searches) {
                s.clearHash();
                int best = s.run(u.position(), limit.search(), SearchListener.NONE).bestMove();
                moves[i++] = best == Move.NONE ? "" : Move.toUci(best);
            }
            for (int k = 0; k < clients.size(); k++) {
                UciClient c = clients.get(k);
                String name = clientNames.get(k);
                if (c != null && failures.containsKey(name)) { // failed in another worker
                    c.close();
                    clients.set(k, c = null);
                }
                if (c != null) {
                    try {
                        moves[i] = c.bestMove(u.fen(), limit.uciGo(), limit.timeoutMs());
                    } catch (IOException ex) {
                        failures.putIfAbsent(name, reason(ex));
                        c.close();
                        clients.set(k, null);
                    }
                }
                i++;
            }
            return moves;
        }

        @Override
        public void close() {
            clients.stream().filter(java.util.Objects::nonNull).forEach(UciClient::close);
        }
    }

    private static String reason(IOException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /**
     * Which answers are not legal moves of the position (garbage, an illegal move, "(none)" or nothing where
     * there are legal moves): such an answer is counted against its engine and leaves the position out of that
     * engine's pairs, instead of counting silently as a different move. A null answer (the engine failed) is not
     * an answer at all: not counted here, and the engine is left out of the run.
     */
    static boolean[] invalid(Position position, String[] moves) {
        boolean[] bad = new boolean[moves.length];
        boolean anyLegal = MoveGenerator.legalMoves(position).length > 0;
        for (int k = 0; k < moves.length; k++) {
            if (moves[k] == null) {
                continue;
            }
            if (moves[k].isEmpty()) {
                bad[k] = anyLegal;
                continue;
            }
            try {
                bad[k] = !MoveGenerator.isLegal(position, Uci.parse(position, moves[k]));
            } catch (IllegalArgumentException e) {
                bad[k] = true;
            }
        }
        return bad;
    }

    private record Answer(int stage, String[] moves, boolean[] invalid, String where) {
    }

    /** Invalid answers kept with their text; beyond this only counted. */
    static final int INVALID_KEPT = 20;

    public SimilarityResult run(Path file, CorpusOptions options, CompareRun.Progress progress,
            BooleanSupplier cancelled) throws IOException {
        long started = System.nanoTime();
        List<String> names = new ArrayList<>();
        models.forEach(m -> names.add(m.model().id()));
        names.addAll(externals.keySet());
        int e = names.size();
        long[][][] same = new long[3][e][e];
        long[][][] valid = new long[3][e][e];
        Map<String, Long> invalidCounts = new LinkedHashMap<>();
        names.forEach(name -> invalidCounts.put(name, 0L));
        List<String> invalidExamples = new ArrayList<>();
        long[] stageCount = new long[3];
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(null, r, "similarity-worker", 64L << 20);
            t.setDaemon(true);
            return t;
        });
        List<Engines> all = java.util.Collections.synchronizedList(new ArrayList<>());
        Map<String, String> failures = new java.util.concurrent.ConcurrentHashMap<>();
        ThreadLocal<Engines> engines = new ThreadLocal<>();
        ArrayDeque<Future<List<Answer>>> inFlight = new ArrayDeque<>();
        CompareResult.Corpus corpus;
        long n = 0;
        try (CorpusReader reader = new CorpusReader(file, options)) {
            boolean more = true;
            while (more || !inFlight.isEmpty()) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("cancelled");
                }
                while (more && inFlight.size() < threads * 2) {
                    List<CorpusUnit> chunk = reader.next(CHUNK);
                    more = chunk.size() == CHUNK;
                    if (!chunk.isEmpty()) {
                        inFlight.add(pool.submit(() -> {
                            Engines mine = engines.get();
                            if (mine == null) {
                                mine = new Engines(failures);
                                engines.set(mine);
                                all.add(mine);
                            }
                            List<Answer> answers = new ArrayList<>();
                            for (CorpusUnit c : chunk) {
                                String[] moves = mine.moves(c);
                                answers.add(new Answer(stage(c.position()), moves, invalid(c.position(), moves),
                                        c.where()));
                            }
                            return answers;
                        }));
                    }
                }
                if (inFlight.isEmpty()) {
                    break;
                }
                for (Answer a : take(inFlight.poll())) {
                    n++;
                    stageCount[a.stage()]++;
                    for (int i = 0; i < e; i++) {
                        if (a.moves()[i] == null) {
                            continue; // the engine failed: left out below
                        }
                        if (a.invalid()[i]) {
                            invalidCounts.merge(names.get(i), 1L, Long::sum);
                            if (invalidExamples.size() < INVALID_KEPT) {
                                invalidExamples.add(names.get(i) + " at " + a.where() + ": '" + a.moves()[i] + "'");
                            }
                        }
                        for (int j = i + 1; j < e; j++) {
                            if (a.invalid()[i] || a.invalid()[j] || a.moves()[j] == null) {
                                continue;
                            }
                            valid[a.stage()][i][j]++;
                            if (!a.moves()[i].isEmpty() && a.moves()[i].equals(a.moves()[j])) {
                                same[a.stage()][i][j]++;
                            }
                        }
                    }
                }
                progress.update(n, reader.progress());
            }
            corpus = CompareResult.Corpus.of(file, reader);
        } finally {
            pool.shutdownNow();
            synchronized (all) {
                all.forEach(Engines::close);
            }
        }
        // an engine that failed is left out whole (its answers before the failure too)
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < e; i++) {
            if (!failures.containsKey(names.get(i))) {
                kept.add(i);
            }
        }
        List<String> keptNames = kept.stream().map(names::get).toList();
        List<SimilarityResult.Pair> pairs = new ArrayList<>();
        double[][] distance = new double[kept.size()][kept.size()];
        for (int x = 0; x < kept.size(); x++) {
            for (int y = x + 1; y < kept.size(); y++) {
                int i = kept.get(x);
                int j = kept.get(y);
                long s = 0;
                long v = 0;
                Map<String, SimilarityResult.Share> byStage = new LinkedHashMap<>();
                for (int st = 0; st < 3; st++) {
                    s += same[st][i][j];
                    v += valid[st][i][j];
                    byStage.put(STAGES.get(st), SimilarityResult.Share.of(valid[st][i][j], same[st][i][j]));
                }
                SimilarityResult.Share overall = SimilarityResult.Share.of(v, s);
                pairs.add(new SimilarityResult.Pair(names.get(i), names.get(j), v, s, overall.share(), overall.ciLow(),
                        overall.ciHigh(), byStage));
                // a distance rests on the positions both answered legally: at least MIN_SAMPLE of them
                double dist = v < Stats.MIN_SAMPLE ? Double.NaN : 1 - overall.share();
                distance[x][y] = dist;
                distance[y][x] = dist;
            }
        }
        Map<String, String> reasons = new LinkedHashMap<>();
        for (int x = 0; x < kept.size(); x++) {
            String name = keptNames.get(x);
            long legal = n - invalidCounts.get(name);
            if (legal < Stats.MIN_SAMPLE) {
                reasons.put(name, Stats.tooFew(legal, "legal answers") + " (" + invalidCounts.get(name)
                        + " answers were not legal moves)");
            }
        }
        DistanceTree.Result tree = DistanceTree.of(keptNames, distance, reasons);
        Map<String, Long> invalidKept = new LinkedHashMap<>();
        keptNames.forEach(name -> invalidKept.put(name, invalidCounts.get(name)));
        List<SimilarityResult.FailedEngine> failed = new ArrayList<>();
        for (String name : names) {
            if (failures.containsKey(name)) {
                failed.add(new SimilarityResult.FailedEngine(name, externals.get(name), failures.get(name)));
            }
        }
        List<CompareResult.Params> params = new ArrayList<>();
        for (ModelEngine m : models) {
            params.add(new CompareResult.Params(m.model().id(), m.parameters().name(), m.parameters().sha256()));
        }
        Map<String, Long> stages = new LinkedHashMap<>();
        for (int st = 0; st < 3; st++) {
            stages.put(STAGES.get(st), stageCount[st]);
        }
        Map<String, String> commands = new LinkedHashMap<>();
        models.forEach(m -> commands.put(m.model().id(), "built-in (" + m.model().searchProfile().name() + ")"));
        commands.putAll(externals);
        List<String> examples = invalidExamples.stream().filter(x -> keptNames.stream().anyMatch(k -> x.startsWith(k
                + " at "))).toList();
        return new SimilarityResult(ProgramVersion.text(), params, corpus, limit.uciGo(), threads, STAGE_RULE, keptNames,
                commands, stages, pairs, tree.merges(), tree.newick(), tree.leftOut(),
                Math.round((System.nanoTime() - started) / 1e9), invalidKept, examples, failed);
    }

    /** A worker's result; its IOException or RuntimeException rethrown as it was. */
    static <T> T take(Future<T> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException ex) {
            Throwable c = ex.getCause();
            if (c instanceof IOException io) {
                throw io;
            }
            if (c instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException(c);
        }
    }
}
