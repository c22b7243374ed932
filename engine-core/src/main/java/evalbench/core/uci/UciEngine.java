package evalbench.core.uci;

import evalbench.core.FenException;
import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.Uci;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.search.Search;
import evalbench.core.search.Score;
import evalbench.core.search.SearchInfo;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import evalbench.core.search.SearchOption;
import evalbench.core.search.SearchProfile;
import evalbench.core.search.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * One model as a UCI engine. Reads commands line by line; the search runs on its own thread so "stop",
 * "isready" and "ponderhit" are answered at once. A line it cannot use gets an {@code info string} saying
 * why and is otherwise ignored: the engine never dies on input. Every output line is flushed.
 *
 * <p>Besides standard UCI it understands {@code eval} (the breakdown of the current position).
 */
public final class UciEngine {
    static final String OPTION_HASH = "Hash";
    static final String OPTION_CLEAR_HASH = "Clear Hash";
    static final String OPTION_PONDER = "Ponder";
    static final String OPTION_PARAMETERS = "ParameterFile";
    static final String OPTION_MULTI_PV = "MultiPV";
    static final int MAX_MULTI_PV = 256;
    static final int DEFAULT_HASH_MB = 64;
    static final int MAX_HASH_MB = 4096;

    private final EvaluatorModel model;
    private final String idName;
    private final String author;
    private final Function<Breakdown, String> breakdownText;
    private final PrintStream out;
    private final Object outputLock = new Object();

    private ParameterSet parameters;
    private final Map<String, String> profileOptions = new LinkedHashMap<>();
    /** The position of the running (or last) search, for a fallback move if the search fails. */
    private volatile Position searched;
    private int hashMb = DEFAULT_HASH_MB;
    private boolean ponderOption;
    /** Lines to report; above 1, {@link #goMultiPv} searches each root move on its own. */
    private int multiPv = 1;
    /** Set by stop: a MultiPV search ends after the root move being searched. */
    private volatile boolean multiPvStopped;
    private Search search;
    private Position position = Position.start();

    private Thread searchThread;
    private volatile Search running;

    /**
     * @param model         the evaluator (and search profile) to play with
     * @param idName        what "id name" says
     * @param author        what "id author" says
     * @param breakdownText how "eval" prints a breakdown
     * @param out           where answers go
     */
    public UciEngine(EvaluatorModel model, String idName, String author, Function<Breakdown, String> breakdownText,
            PrintStream out) {
        this.model = model;
        this.idName = idName;
        this.author = author;
        this.breakdownText = breakdownText;
        this.out = out;
        this.parameters = model.defaultParameters();
        for (SearchOption o : model.searchProfile().options()) {
            profileOptions.put(o.name(), o.defaultValue());
        }
    }

    /** Reads commands until "quit" or the end of input; returns when the engine has stopped. */
    public void run(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (!handle(line)) {
                break;
            }
        }
        stopSearch();
    }

    /** Handles one input line; false after "quit". Never throws for bad input. */
    public boolean handle(String rawLine) {
        String line = rawLine.replace('\t', ' ').strip();
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split(" +");
        try {
            switch (words[0]) {
                case "uci":
                    identify();
                    break;
                case "isready":
                    if (!isSearching()) {
                        try {
                            searchEngine(); // tables and evaluator made now, so the first go's clock is all search
                        } catch (IllegalArgumentException | IllegalStateException e) {
                            info(firstLine(e.getMessage())); // said, and readyok all the same: a GUI waits for it
                        }
                    }
                    send("readyok");
                    break;
                case "ucinewgame":
                    stopSearch();
                    searchEngine().clearHash();
                    break;
                case "setoption":
                    setOption(line);
                    break;
                case "position":
                    if (isSearching()) {
                        info("position ignored: a search is running (send stop first)");
                    } else {
                        position = parsePosition(words);
                    }
                    break;
                case "go":
                    go(words);
                    break;
                case "stop":
                    stopSearch();
                    break;
                case "ponderhit":
                    Search s = running;
                    if (s != null) {
                        s.ponderHit();
                    }
                    break;
                case "eval":
                    // an evaluator of its own: the search's evaluator and caches belong to the search thread
                    send(breakdownText.apply(model.create(parameters).explain(position)).stripTrailing());
                    break;
                case "d":
                    send(position.toFen());
                    break;
                case "debug":
                case "register":
                    break;
                case "quit":
                    stopSearch();
                    return false;
                default:
                    info("unknown command '" + words[0] + "' ignored");
            }
        } catch (FenException e) {
            info("bad position: " + firstLine(e.getMessage()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            info(firstLine(e.getMessage()));
        } catch (IOException e) {
            info("cannot read: " + firstLine(e.getMessage()));
        } catch (RuntimeException e) {
            info("internal error on '" + line + "': " + e);
        }
        return true;
    }

    private void identify() {
        send("id name " + idName);
        send("id author " + author);
        send("option name " + OPTION_HASH + " type spin default " + DEFAULT_HASH_MB + " min 1 max " + MAX_HASH_MB);
        send("option name " + OPTION_CLEAR_HASH + " type button");
        send("option name " + OPTION_PONDER + " type check default false");
        send("option name " + OPTION_PARAMETERS + " type string default <empty>");
        send("option name " + OPTION_MULTI_PV + " type spin default 1 min 1 max " + MAX_MULTI_PV);
        for (SearchOption o : model.searchProfile().options()) {
            send(o.toUci());
        }
        send("uciok");
    }

    private void setOption(String line) throws IOException {
        int nameAt = line.indexOf(" name ");
        if (nameAt < 0) {
            throw new IllegalArgumentException("setoption needs 'name <id> [value <x>]'");
        }
        String rest = line.substring(nameAt + 6);
        int valueAt = rest.indexOf(" value ");
        String name = (valueAt < 0 ? rest : rest.substring(0, valueAt)).strip();
        String value = valueAt < 0 ? null : rest.substring(valueAt + 7).strip();
        if (isSearching()) {
            throw new IllegalStateException("setoption ignored: a search is running (send stop first)");
        }
        if (name.equalsIgnoreCase(OPTION_HASH)) {
            int asked = Integer.parseInt(SearchOption.spin(OPTION_HASH, DEFAULT_HASH_MB, 1, MAX_HASH_MB, "")
                    .validate(value));
            // refused now, with the old table kept, rather than an OutOfMemoryError at the next go
            Runtime rt = Runtime.getRuntime();
            long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory()) + ((long) hashMb << 20);
            if (((long) asked << 20) > free - (64L << 20)) {
                throw new IllegalArgumentException("Hash " + asked + " MB does not fit in the memory Java may use ("
                        + (rt.maxMemory() >> 20) + " MB, -Xmx); kept " + hashMb + " MB");
            }
            if (search != null) {
                search.setHashSize(asked); // may still refuse (no room in one piece), keeping the old size
            }
            hashMb = asked;
        } else if (name.equalsIgnoreCase(OPTION_CLEAR_HASH)) {
            searchEngine().clearHash();
        } else if (name.equalsIgnoreCase(OPTION_PONDER)) {
            ponderOption = Boolean.parseBoolean(SearchOption.check(OPTION_PONDER, false, "").validate(value));
            if (search != null) {
                search.setPonderOption(ponderOption);
            }
        } else if (name.equalsIgnoreCase(OPTION_MULTI_PV)) {
            multiPv = Integer.parseInt(SearchOption.spin(OPTION_MULTI_PV, 1, 1, MAX_MULTI_PV, "").validate(value));
        } else if (name.equalsIgnoreCase(OPTION_PARAMETERS)) {
            if (value == null || value.isEmpty() || value.equals("<empty>")) {
                parameters = model.defaultParameters();
            } else {
                parameters = model.loadParameters(Path.of(value));
            }
            search = null;
            info("parameters " + parameters.name() + " sha256 " + parameters.sha256());
        } else {
            SearchOption option = profileOption(name);
            profileOptions.put(option.name(), option.validate(value));
            search = null;
        }
    }

    private SearchOption profileOption(String name) {
        for (SearchOption o : model.searchProfile().options()) {
            if (o.name().equalsIgnoreCase(name)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown option '" + name + "' ignored");
    }

    private Search searchEngine() {
        if (search == null) {
            SearchProfile profile = model.searchProfile().withOptions(profileOptions);
            try {
                search = new Search(profile, model.create(parameters), hashMb);
            } catch (IllegalArgumentException e) {
                if (hashMb <= DEFAULT_HASH_MB) {
                    throw e;
                }
                // the size passed the check in setoption but found no room: go on with the default, and say so
                info(firstLine(e.getMessage()) + "; using " + DEFAULT_HASH_MB + " MB");
                hashMb = DEFAULT_HASH_MB;
                search = new Search(profile, model.create(parameters), hashMb);
            }
            search.setPonderOption(ponderOption);
        }
        return search;
    }

    static Position parsePosition(String[] words) {
        if (words.length < 2) {
            throw new IllegalArgumentException("position needs 'startpos' or 'fen <fen>'");
        }
        int i;
        Position p;
        if (words[1].equals("startpos")) {
            p = Position.start();
            i = 2;
        } else if (words[1].equals("fen")) {
            StringBuilder fen = new StringBuilder();
            i = 2;
            while (i < words.length && !words[i].equals("moves")) {
                fen.append(fen.length() == 0 ? "" : " ").append(words[i++]);
            }
            p = Position.fromFen(fen.toString());
        } else {
            throw new IllegalArgumentException("position needs 'startpos' or 'fen <fen>', not '" + words[1] + "'");
        }
        if (i < words.length) {
            if (!words[i].equals("moves")) {
                throw new IllegalArgumentException("expected 'moves' after the position, not '" + words[i] + "'");
            }
            for (i++; i < words.length; i++) {
                p.makeMove(Uci.parse(p, words[i]));
            }
        }
        return p;
    }

    private void go(String[] words) {
        if (isSearching()) {
            throw new IllegalStateException("go ignored: a search is already running");
        }
        SearchLimits limits = parseGo(words, position, this::info);
        Search s = searchEngine();
        searched = position.copy();
        running = s;
        if (multiPv > 1) {
            goMultiPv(s, position.copy(), limits);
            return;
        }
        searchThread = s.start(position, limits, this::report, this::finish);
    }

    /**
     * MultiPV above 1: each root move (of searchmoves, if given) is searched on its own with the whole limit, as
     * {@code go ... searchmoves MOVE} would but without the one-legal-move rule (Fruit searches a lone root move to
     * depth 4 whatever the limit; a MultiPV line is not a lone legal move), from the hash the earlier ones left;
     * then the best {@code multiPv} lines are reported by score (ties in move-generator order), one "info ...
     * multipv K" line each, and the first is the best move. A MultiPV of 1 (the default) never comes here: that search is the single search unchanged.
     */
    private void goMultiPv(Search s, Position root, SearchLimits limits) {
        multiPvStopped = false;
        int lines = multiPv;
        Runnable body = () -> {
            List<SearchResult> results = new ArrayList<>();
            try {
                List<Integer> moves = new ArrayList<>();
                for (int m : evalbench.core.MoveGenerator.legalMoves(root)) {
                    if (limits.searchMoves().isEmpty() || limits.searchMoves().contains(m)) {
                        moves.add(m);
                    }
                }
                for (int m : moves) {
                    if (multiPvStopped) {
                        break;
                    }
                    results.add(s.run(root, limits.withSearchMoves(List.of(m)).asMultiPvLine(), SearchListener.NONE));
                }
                results.sort(java.util.Comparator.comparingInt((SearchResult r) -> -order(r.score())));
                for (int k = 0; k < Math.min(lines, results.size()); k++) {
                    SearchResult r = results.get(k);
                    send("info depth " + r.depth() + " multipv " + (k + 1) + " score " + r.score().toUci() + " time "
                            + r.timeMs() + " nodes " + r.nodes() + " pv " + pvUci(r.pv()));
                }
            } catch (RuntimeException e) {
                finish(null, e);
                return;
            }
            if (results.isEmpty()) {
                finish(null, new IllegalStateException("MultiPV: no root move searched"));
            } else {
                finish(results.get(0), null);
            }
        };
        Thread t = new Thread(null, body, "search-multipv", 64L << 20);
        t.setDaemon(true);
        searchThread = t;
        t.start();
    }

    /** A score as one number for sorting root moves: a mate beyond every centipawn score, sooner is better. */
    private static int order(Score score) {
        if (!score.isMate()) {
            return score.value();
        }
        return score.value() > 0 ? 1_000_000 - score.value() : -1_000_000 - score.value();
    }

    private static String pvUci(int[] pv) {
        StringBuilder sb = new StringBuilder();
        for (int m : pv) {
            sb.append(sb.length() == 0 ? "" : " ").append(Move.toUci(m));
        }
        return sb.toString();
    }

    private void finish(SearchResult result, RuntimeException failure) {
        String best;
        try {
            if (failure != null) {
                throw failure;
            }
            for (Map.Entry<String, Long> c : result.counters().entrySet()) {
                info(c.getKey() + " " + c.getValue());
            }
            best = "bestmove " + Move.toUci(result.bestMove());
            if (result.ponderMove() != Move.NONE) {
                best += " ponder " + Move.toUci(result.ponderMove());
            }
        } catch (RuntimeException e) {
            info("search failed: " + e);
            // still a legal move, so the game goes on (0000 only when there is none)
            int[] legal = searched == null ? new int[0] : evalbench.core.MoveGenerator.legalMoves(searched);
            best = "bestmove " + (legal.length == 0 ? "0000" : Move.toUci(legal[0]));
        }
        // Ready for the next command before the GUI reads "bestmove" and answers it.
        running = null;
        send(best);
    }

    private void report(SearchInfo i) {
        StringBuilder sb = new StringBuilder("info depth ").append(i.depth()).append(" seldepth ").append(i.selDepth());
        if (i.pv().length > 0) {
            sb.append(" score ").append(i.score().toUci());
        }
        sb.append(" time ").append(i.timeMs()).append(" nodes ").append(i.nodes()).append(" nps ").append(i.nps())
                .append(" hashfull ").append(i.hashFull());
        if (i.pv().length > 0) {
            sb.append(" pv ").append(i.pvUci());
        }
        send(sb.toString());
    }

    static SearchLimits parseGo(String[] words, Position position, java.util.function.Consumer<String> note) {
        SearchLimits limits = SearchLimits.none();
        long wtime = -1;
        long btime = -1;
        long winc = 0;
        long binc = 0;
        int movesToGo = 0;
        List<Integer> searchMoves = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 1; i < words.length; i++) {
            String w = words[i].toLowerCase(Locale.ROOT);
            if (!seen.add(w)) {
                throw new IllegalArgumentException("go: '" + w + "' is given twice");
            }
            switch (w) {
                case "infinite":
                    limits = limits.withInfinite(true);
                    break;
                case "ponder":
                    limits = limits.withPonder(true);
                    break;
                case "depth":
                    long depth = number(words, ++i, w);
                    if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
                        throw new IllegalArgumentException("go: depth must be 1.." + SearchLimits.MAX_DEPTH + ", got "
                                + depth);
                    }
                    limits = limits.withDepth((int) depth);
                    break;
                case "nodes":
                    limits = limits.withNodes(number(words, ++i, w));
                    break;
                case "movetime":
                    limits = limits.withMoveTime(number(words, ++i, w));
                    break;
                case "mate":
                    limits = limits.withDepth((int) Math.min(SearchLimits.MAX_DEPTH, 2 * number(words, ++i, w) - 1));
                    break;
                case "wtime":
                    wtime = number(words, ++i, w);
                    break;
                case "btime":
                    btime = number(words, ++i, w);
                    break;
                case "winc":
                    winc = notNegative(number(words, ++i, w), w, note);
                    break;
                case "binc":
                    binc = notNegative(number(words, ++i, w), w, note);
                    break;
                case "movestogo":
                    long moves = number(words, ++i, w);
                    if (moves < 1) {
                        note.accept("go: movestogo " + moves + " read as no moves-to-go");
                    }
                    movesToGo = (int) Math.min(Integer.MAX_VALUE, Math.max(0, moves));
                    break;
                case "searchmoves":
                    while (i + 1 < words.length && looksLikeMove(words[i + 1])) {
                        searchMoves.add(Uci.parse(position, words[++i]));
                    }
                    break;
                default:
                    throw new IllegalArgumentException("go: unknown word '" + words[i] + "'");
            }
        }
        if (wtime < -1 || btime < -1) {
            note.accept("go: a negative clock (wtime " + wtime + ", btime " + btime + ") is read as no time left");
        }
        if (wtime >= 0 || btime >= 0) {
            // A negative clock (some GUIs send it when flagging) counts as no time left.
            limits = limits.withClock(wtime < -1 ? 0 : wtime, btime < -1 ? 0 : btime, winc, binc, movesToGo);
        }
        return limits.withSearchMoves(searchMoves);
    }

    private static long notNegative(long value, String what, java.util.function.Consumer<String> note) {
        if (value < 0) {
            note.accept("go: " + what + " " + value + " is negative; read as 0");
        }
        return Math.max(0, value);
    }

    private static boolean looksLikeMove(String word) {
        return word.length() >= 4 && word.length() <= 5 && Character.isLetter(word.charAt(0))
                && Character.isDigit(word.charAt(1));
    }

    private static long number(String[] words, int i, String what) {
        if (i >= words.length) {
            throw new IllegalArgumentException("go: '" + what + "' needs a number");
        }
        try {
            return Long.parseLong(words[i]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("go: '" + what + "' needs a number, not '" + words[i] + "'");
        }
    }

    private boolean isSearching() {
        return running != null;
    }

    /** Stops a running search and waits until its "bestmove" line is out. */
    private void stopSearch() {
        multiPvStopped = true;
        Search s = running;
        if (s != null) {
            s.stop();
        }
        Thread t = searchThread;
        if (t != null) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            searchThread = null;
        }
    }

    private void info(String text) {
        send("info string " + text);
    }

    private void send(String text) {
        synchronized (outputLock) {
            out.println(text);
            out.flush();
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "error";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
