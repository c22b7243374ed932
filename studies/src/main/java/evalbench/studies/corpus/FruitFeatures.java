package evalbench.studies.corpus;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.TermValue;
import evalbench.fruit.FruitBasis;
import evalbench.fruit.FruitParameters;
import java.util.ArrayList;
import evalbench.studies.tables.EvalStage;
import evalbench.studies.tables.SeedPairing;
import evalbench.fruit.PstFormula;
import evalbench.studies.tables.TablesAnalysis;
import java.util.List;
import java.util.Map;

/**
 * Fruit 2.1's feature counts of a position, White minus Black: how many pawns, doubled pawns, isolated pawns
 * on closed and open files, candidates and passers per rank, squares of mobility per piece kind, rooks on
 * semi-open and open files ... — the things Fruit multiplies by its weights. Counted here from the board
 * with Fruit's rules (a second, independent reading of them: {@link #fruitTerms} multiplies the counts by
 * Fruit's weights, and a test demands Fruit's own term values back on every corpus position).
 *
 * <p>The piece-square tables become one feature per column of Fruit's PST formula (the Line/File/Rank arrays and
 * the centre, back-rank, trapped and diagonal extras of {@link PstFormula}): the sum of the column's values
 * under the side's pieces; Fruit's and Rybka's weights for them come from the exact fits of the table analysis.
 * Where Fruit's value is not a count times a weight (king attack, shelter and storm, the passers'
 * unstoppable, free and king-distance parts, the patterns) the feature is Fruit's
 * own term value in centipawns, taken from its breakdown: its recovered weight is then a ratio, Rybka's
 * native units per Fruit centipawn (32 if Rybka scores it the same).
 */
public final class FruitFeatures {
    /** Where a feature's value comes from. */
    public enum Kind { COUNT, FRUIT_VALUE, SIDE_TO_MOVE }

    /**
     * One feature: its name; Fruit's weights (centipawns per unit; NaN for a Fruit value); the other model's actual
     * parameter (native units, NaN where none corresponds or its parameter set has no such name) and its name.
     */
    public record Feature(String name, Kind kind, double fruitOpening, double fruitEndgame, double otherOpening,
            double otherEndgame, String otherParameter) {
    }

    static final int PAWNS = 0;
    static final int KNIGHTS = 1;
    static final int BISHOPS = 2;
    static final int ROOKS = 3;
    static final int QUEENS = 4;
    static final int BISHOP_PAIR = 5;
    static final int DOUBLED = 6;
    static final int ISOLATED_CLOSED = 7;
    static final int ISOLATED_OPEN = 8;
    static final int BACKWARD_CLOSED = 9;
    static final int BACKWARD_OPEN = 10;
    static final int CANDIDATE = 11; // + relative rank 1..6 - 1: ranks 2..7
    static final int MOBILITY = 17; // + type - KNIGHT
    static final int ROOK_SEMI_OPEN = 21;
    static final int ROOK_OPEN = 22;
    static final int ROOK_KING_ZONE = 23;
    static final int ROOK_KING_FILE = 24;
    static final int ROOK_SEVENTH = 25;
    static final int QUEEN_SEVENTH = 26;
    static final int PASSER = 27; // + relative rank - 1: ranks 2..7
    /** First piece-square basis feature: one per column of Fruit's PST formula (PstFormula), per piece kind. */
    static final int PST = 33;
    static final String[] VALUE_TERMS = {TermIds.KING_SHELTER, TermIds.KING_STORM, TermIds.KING_ATTACK,
        TermIds.PASSERS_UNSTOPPABLE, TermIds.PASSERS_FREE, TermIds.PASSERS_KING_DISTANCE, TermIds.TRAPPED_BISHOP,
        TermIds.BLOCKED_BISHOP, TermIds.BLOCKED_ROOK};

    private final List<Feature> features;
    private final FruitParameters fruit;
    private final int[] bonus;
    /** The PST basis columns in feature order: piece kind and the column's 64 values (White's view, a1 = 0). */
    private final int[] pstPiece;
    private final int[][] pstValues;
    private final int values;
    private final int sideToMove;
    private final int count;

    /**
     * Fruit's features under {@code fruit}, with the actual values of the model {@code otherId} read from its set
     * {@code other}: the parameters the seeds pair with Fruit's (named as Rybka 1.0 Beta's parameter file names them;
     * NaN where the other set has no such name) and its tables' fits to Fruit's basis (NaN if it has no tables).
     */
    public FruitFeatures(ParameterSet fruit, String otherId, ParameterSet other) {
        this(fruit, otherId, other, TablesAnalysis.ids().contains(otherId));
    }

    /** Fruit's features alone (no other model: its values read NaN). */
    public FruitFeatures(ParameterSet fruit) {
        this(fruit, BASIS, null, false);
    }

    private FruitFeatures(ParameterSet fruit, String otherId, ParameterSet other, boolean otherTables) {
        this.fruit = FruitBasis.weights(fruit);
        this.bonus = this.fruit.bonuses();
        // Fruit's PST formula as basis columns, and both models' tables fitted to it (exact: residual 0)
        TablesAnalysis tables = new TablesAnalysis(otherTables ? List.of(TablesAnalysis.tables(BASIS, fruit),
                TablesAnalysis.tables(otherId, other)) : List.of(TablesAnalysis.tables(BASIS, fruit)));
        PstFormula basis = TablesAnalysis.basis();
        List<Feature> pst = new ArrayList<>();
        List<int[]> columns = new ArrayList<>();
        List<Integer> pieces = new ArrayList<>();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            Map<String, Integer> fo = tables.pst(BASIS, type, EvalStage.OPENING).fit().weights();
            Map<String, Integer> fe = tables.pst(BASIS, type, EvalStage.ENDGAME).fit().weights();
            Map<String, Integer> ro = otherTables ? tables.pst(otherId, type, EvalStage.OPENING).fit().weights() : Map.of();
            Map<String, Integer> re = otherTables ? tables.pst(otherId, type, EvalStage.ENDGAME).fit().weights() : Map.of();
            for (PstFormula.Column c : basis.columns(type)) {
                pst.add(new Feature("PST " + c.name(), Kind.COUNT, fo.get(c.name()), fe.get(c.name()),
                        orNaN(ro.get(c.name())), orNaN(re.get(c.name())), "PST fit: " + c.name() + " " + c.formula()));
                columns.add(c.values());
                pieces.add(type);
            }
        }
        this.pstPiece = pieces.stream().mapToInt(Integer::intValue).toArray();
        this.pstValues = columns.toArray(new int[0][]);
        this.values = PST + pstValues.length;
        this.sideToMove = values + VALUE_TERMS.length;
        this.count = sideToMove + 1;
        this.features = List.copyOf(define(this.fruit, new Other(other), pst));
    }

    /** The basis model: Fruit 2.1 by definition (its rules are what the features count). */
    static final String BASIS = FruitBasis.MODEL_ID;

    private static double orNaN(Integer v) {
        return v == null ? Double.NaN : v;
    }

    /** The seeds' pairing of the other model's parameters with Fruit's features (data, not names in code). */
    private static final SeedPairing PAIRING = SeedPairing.rybka();

    /** The other model's parameters by pairing key; NaN for a parameter its set does not have (or for no set). */
    private record Other(ParameterSet set) {
        double value(String key) {
            return PAIRING.value(set, key);
        }

        double[] values(String key) {
            return PAIRING.values(set, key);
        }
    }

    /** How many features (each becomes an opening and an endgame column). */
    public int count() {
        return count;
    }

    public List<Feature> features() {
        return features;
    }

    /** Fruit's quad(): min + round((max - min) * Bonus[rank] / 256). */
    int quad(int min, int max, int rank) {
        return min + ((max - min) * bonus[rank] + 128) / 256;
    }

    private List<Feature> define(FruitParameters f, Other r, List<Feature> pst) {
        List<Feature> list = new ArrayList<>();
        double pawnValue = r.value("pawn-value");
        double[] units = r.values("piece-units");
        for (int i = 0; i < 5; i++) {
            int type = PieceType.PAWN + i;
            list.add(count(PieceType.name(type) + "s", f.materialOpening(type),
                    f.materialEndgame(type), units[i] * pawnValue, units[i] * pawnValue,
                    PAIRING.name("piece-units") + " x " + PAIRING.name("pawn-value")));
        }
        list.add(count("bishop pair", f.bishopPairOpening, f.bishopPairEndgame, Double.NaN,
                Double.NaN, "(inside the material table)"));
        list.add(count("doubled pawns", -f.doubledOpening, -f.doubledEndgame,
                r.value("doubled.opening"), r.value("doubled.endgame"), PAIRING.label("doubled.opening", "doubled.endgame")));
        list.add(count("isolated pawns, closed file", -f.isolatedOpening, -f.isolatedEndgame,
                r.value("isolated.opening"), r.value("isolated.endgame"), PAIRING.label("isolated.opening", "isolated.endgame")));
        list.add(count("isolated pawns, open file", -f.isolatedOpeningOpen, -f.isolatedEndgame,
                r.value("isolated-open.opening"), r.value("isolated.endgame"), PAIRING.name("isolated-open.opening").replaceFirst("Opening$", "") + "*"));
        list.add(count("backward pawns, closed file", -f.backwardOpening, -f.backwardEndgame,
                r.value("backward.opening"), r.value("backward.endgame"), PAIRING.label("backward.opening", "backward.endgame")));
        list.add(count("backward pawns, open file", -f.backwardOpeningOpen, -f.backwardEndgame,
                r.value("backward-open.opening"), r.value("backward.endgame"), PAIRING.name("backward-open.opening").replaceFirst("Opening$", "") + "*"));
        double[] candOp = r.values("candidate.opening");
        double[] candEg = r.values("candidate.endgame");
        for (int rank = 1; rank <= 6; rank++) {
            list.add(count("candidate on rank " + (rank + 1),
                    quad(f.candidateOpeningMin, f.candidateOpeningMax, rank),
                    quad(f.candidateEndgameMin, f.candidateEndgameMax, rank),
                    candOp[rank], candEg[rank], PAIRING.label("candidate.opening", "candidate.endgame") + "[" + rank + "]"));
        }
        String[] mob = {"Knight", "Bishop", "Rook", "Queen"};
        for (String m : mob) {
            int type = PieceType.KNIGHT + java.util.Arrays.asList(mob).indexOf(m);
            String mobility = "mobility." + m.toLowerCase(java.util.Locale.ROOT);
            list.add(count(m.toLowerCase(java.util.Locale.ROOT) + " mobility (squares)",
                    f.mobilityOpening(type) * f.mobMove, f.mobilityEndgame(type) * f.mobMove,
                    r.value(mobility + ".opening"), r.value(mobility + ".endgame"), PAIRING.label(mobility + ".opening", mobility + ".endgame")));
        }
        list.add(count("rook on semi-open file", f.rookSemiOpenFileOpening, f.rookSemiOpenFileEndgame,
                r.value("rook-semi-open.opening"), r.value("rook-semi-open.endgame"), PAIRING.label("rook-semi-open.opening", "rook-semi-open.endgame")));
        list.add(count("rook on open file (extra)",
                f.rookOpenFileOpening - f.rookSemiOpenFileOpening,
                f.rookOpenFileEndgame - f.rookSemiOpenFileEndgame,
                r.value("rook-open.opening"), r.value("rook-open.endgame"), PAIRING.label("rook-open.opening", "rook-open.endgame")));
        list.add(count("rook on semi-open file near enemy king", f.rookSemiKingFileOpening, 0,
                r.value("rook-king-zone.opening"), 0, PAIRING.name("rook-king-zone.opening")));
        list.add(count("... on the king's file (extra)",
                f.rookKingFileOpening - f.rookSemiKingFileOpening, 0,
                r.value("rook-king-file.opening"), 0, PAIRING.name("rook-king-file.opening")));
        list.add(count("rook on 7th", f.rook7thOpening, f.rook7thEndgame,
                r.value("rook-seventh.opening"), r.value("rook-seventh.endgame"), PAIRING.label("rook-seventh.opening", "rook-seventh.endgame")));
        list.add(count("queen on 7th", f.queen7thOpening, f.queen7thEndgame,
                r.value("queen-seventh.opening"), r.value("queen-seventh.endgame"), PAIRING.label("queen-seventh.opening", "queen-seventh.endgame")));
        double[] passOp = r.values("passed.opening");
        double[] passEg = r.values("passed.endgame");
        int egBase = f.passedEndgameMax - f.passedEndgameMin;
        for (int rank = 1; rank <= 6; rank++) {
            list.add(count("passer on rank " + (rank + 1),
                    quad(f.passedOpeningMin, f.passedOpeningMax, rank),
                    f.passedEndgameMin + quad(0, egBase, rank), passOp[rank], passEg[rank],
                    PAIRING.label("passed.opening", "passed.endgame") + "[" + rank + "]"));
        }
        list.addAll(pst);
        for (String id : VALUE_TERMS) {
            list.add(new Feature("Fruit's " + id + " (cp)", Kind.FRUIT_VALUE, 1, 1, Double.NaN, Double.NaN,
                    "(ratio: 32 = same value)"));
        }
        double tempo = r.value("tempo-centipawns") * r.value("units-per-centipawn");
        double perCentipawn = r.value("units-per-centipawn");
        list.add(new Feature("side to move (tempo)", Kind.SIDE_TO_MOVE, 0, 0, tempo, tempo,
                PAIRING.name("tempo-centipawns") + " x " + (Double.isNaN(perCentipawn) ? PAIRING.name("units-per-centipawn")
                        : Long.toString((long) perCentipawn))));
        if (list.size() != count) {
            throw new IllegalStateException("feature list has " + list.size() + " entries, expected " + count);
        }
        return list;
    }

    private static Feature count(String name, double fop, double feg, double rop, double reg, String other) {
        return new Feature(name, Kind.COUNT, fop, feg, rop, reg, other);
    }

    /**
     * The features of one position: {@code opening[i]} and {@code endgame[i]} (equal for counts; a Fruit
     * value's two stages), White minus Black. {@code fruitBreakdown} supplies the Fruit values and the
     * king-safety flags.
     */
    public void extract(Position pos, Breakdown fruitBreakdown, double[] opening, double[] endgame) {
        java.util.Arrays.fill(opening, 0);
        java.util.Arrays.fill(endgame, 0);
        int[] net = new int[count];
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            int sign = c == Colour.WHITE ? 1 : -1;
            for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
                net[PAWNS + t - PieceType.PAWN] += sign * pos.count(c, t);
            }
            if (pos.count(c, PieceType.BISHOP) >= 2) {
                net[BISHOP_PAIR] += sign;
            }
            pawnFeatures(pos, c, sign, net);
            pieceFeatures(pos, c, sign, net, fruitBreakdown);
            for (int k = 0; k < pstValues.length; k++) {
                int[] column = pstValues[k];
                for (long b = pos.pieces(c, pstPiece[k]); b != 0; b &= b - 1) {
                    int sq = Long.numberOfTrailingZeros(b);
                    net[PST + k] += sign * column[c == Colour.WHITE ? sq : Square.flipRank(sq)];
                }
            }
        }
        for (int i = 0; i < values; i++) {
            opening[i] = net[i];
            endgame[i] = net[i];
        }
        for (int k = 0; k < VALUE_TERMS.length; k++) {
            TermValue v = fruitBreakdown.term(VALUE_TERMS[k]);
            opening[values + k] = v == null ? 0 : v.netOpening();
            endgame[values + k] = v == null ? 0 : v.netEndgame();
        }
        int stm = pos.sideToMove() == Colour.WHITE ? 1 : -1;
        opening[sideToMove] = stm;
        endgame[sideToMove] = stm;
    }

    /** Pawn features of one side, in its own frame (Black's board mirrored so its pawns move up). */
    private static void pawnFeatures(Position pos, int c, int sign, int[] net) {
        long own = frame(pos.pieces(c, PieceType.PAWN), c);
        long opp = frame(pos.pieces(c ^ 1, PieceType.PAWN), c);
        long all = own | opp;
        for (long b = own; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int file = sq & 7;
            int rank = sq >>> 3;
            long fileMask = Bitboards.FILE_A << file;
            long above = rank >= 7 ? 0 : -1L << (8 * (rank + 1));
            long below = (1L << (8 * rank)) - 1;
            long sides = Bitboards.adjacentFiles(file);
            long besideOwn = own & sides;
            long besideOpp = opp & sides;
            if ((own & fileMask & below) != 0) {
                net[DOUBLED] += sign;
            }
            boolean open = (all & fileMask & above) == 0;
            if (besideOwn == 0) {
                net[open ? ISOLATED_OPEN : ISOLATED_CLOSED] += sign;
            } else if ((besideOwn & ~above) == 0 && cannotCatchUp(sq, rank, all, besideOwn, besideOpp)) {
                net[open ? BACKWARD_OPEN : BACKWARD_CLOSED] += sign;
            }
            if (open && rank >= 1 && rank <= 6) {
                if ((besideOpp & above) == 0) {
                    net[PASSER + rank - 1] += sign;
                } else if (isCandidate(rank, besideOwn, besideOpp, above)) {
                    net[CANDIDATE + rank - 1] += sign;
                }
            }
        }
    }

    private static long frame(long bb, int colour) {
        return colour == Colour.WHITE ? bb : Long.reverseBytes(bb);
    }

    private static long rankBits(int rank) {
        return rank >= 0 && rank < 8 ? Bitboards.RANK_1 << (8 * rank) : 0;
    }

    /**
     * Fruit's "really backward": no own neighbour level or behind, and the pawn cannot join the one ahead:
     * with a neighbour one rank up, its stop square is blocked or an enemy pawn guards it (ranks +1, +2 on
     * the neighbouring files); from the 2nd rank with a neighbour two up, the same for the double step.
     */
    private static boolean cannotCatchUp(int sq, int rank, long all, long besideOwn, long besideOpp) {
        if ((besideOwn & rankBits(rank + 1)) != 0) {
            return ((all & (1L << (sq + 8))) | (besideOpp & (rankBits(rank + 1) | rankBits(rank + 2)))) != 0;
        }
        if (rank == 1 && (besideOwn & rankBits(3)) != 0) {
            long path = (1L << (sq + 8)) | (1L << (sq + 16));
            return ((all & path) | (besideOpp & (rankBits(2) | rankBits(3) | rankBits(4)))) != 0;
        }
        return true;
    }

    /** Fruit's candidate: helpers level or behind at least match the enemy pawns ahead, and at the stop square too. */
    private static boolean isCandidate(int rank, long besideOwn, long besideOpp, long above) {
        if (Long.bitCount(besideOwn & ~above) < Long.bitCount(besideOpp & above)) {
            return false;
        }
        return Long.bitCount(besideOwn & rankBits(rank - 1)) >= Long.bitCount(besideOpp & rankBits(rank + 1));
    }

    private static void pieceFeatures(Position pos, int c, int sign, int[] net, Breakdown fruit) {
        int opp = c ^ 1;
        long occupied = pos.occupied();
        long notOwn = ~pos.occupancy(c);
        for (int t = PieceType.KNIGHT; t <= PieceType.QUEEN; t++) {
            for (long b = pos.pieces(c, t); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                net[MOBILITY + t - PieceType.KNIGHT] += sign * Long.bitCount(Attacks.of(t, from, occupied) & notOwn);
            }
        }
        long ownPawns = pos.pieces(c, PieceType.PAWN);
        long oppPawns = pos.pieces(opp, PieceType.PAWN);
        int oppKing = pos.kingSquare(opp);
        // Fruit evaluates a rook's file against the enemy king only when that king needs safety (enemy queen + 1)
        boolean kingSafety = fruitKingSafety(fruit, opp);
        boolean oppPawnsOnSeventh = (frame(oppPawns, c) & Bitboards.RANK_7) != 0;
        boolean oppKingOnEighth = Square.relativeRank(oppKing, c) == 7;
        for (long b = pos.pieces(c, PieceType.ROOK); b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long file = Bitboards.FILE_A << Square.file(from);
            if ((ownPawns & file) == 0) {
                net[ROOK_SEMI_OPEN] += sign;
                if ((oppPawns & file) == 0) {
                    net[ROOK_OPEN] += sign;
                }
                int distance = Math.abs(Square.file(from) - Square.file(oppKing));
                if (kingSafety && distance <= 1) {
                    net[ROOK_KING_ZONE] += sign;
                    if (distance == 0) {
                        net[ROOK_KING_FILE] += sign;
                    }
                }
            }
            if (Square.relativeRank(from, c) == 6 && (oppPawnsOnSeventh || oppKingOnEighth)) {
                net[ROOK_SEVENTH] += sign;
            }
        }
        for (long b = pos.pieces(c, PieceType.QUEEN); b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            if (Square.relativeRank(from, c) == 6 && (oppPawnsOnSeventh || oppKingOnEighth)) {
                net[QUEEN_SEVENTH] += sign;
            }
        }
    }

    /** Fruit's MatKingFlag of a colour (its cflags, bit 8), from the breakdown's details. */
    static boolean fruitKingSafety(Breakdown fruit, int colour) {
        String flags = fruit.details().get(colour == Colour.WHITE ? "cflags_w" : "cflags_b");
        return flags != null && (Integer.parseInt(flags) & 8) != 0;
    }

    /**
     * Fruit's terms rebuilt from the counts and Fruit's weights, {opening, endgame} per term id, for the terms
     * the counts cover: the check that the counting follows Fruit's rules. Mobility subtracts Fruit's
     * per-piece unit and the open-file term Fruit's per-rook centring offset.
     */
    public java.util.Map<String, int[]> fruitTerms(double[] counts) {
        java.util.Map<String, int[]> terms = new java.util.LinkedHashMap<>();
        terms.put(TermIds.MATERIAL, sum(counts, PAWNS, QUEENS));
        terms.put("material/bishop-pair", sum(counts, BISHOP_PAIR, BISHOP_PAIR));
        terms.put(TermIds.PAWNS_DOUBLED, sum(counts, DOUBLED, DOUBLED));
        terms.put(TermIds.PAWNS_ISOLATED, sum(counts, ISOLATED_CLOSED, ISOLATED_OPEN));
        terms.put(TermIds.PAWNS_BACKWARD, sum(counts, BACKWARD_CLOSED, BACKWARD_OPEN));
        terms.put(TermIds.PAWNS_CANDIDATE, sum(counts, CANDIDATE, CANDIDATE + 5));
        String[] mobilityIds = {TermIds.MOBILITY_KNIGHT, TermIds.MOBILITY_BISHOP, TermIds.MOBILITY_ROOK,
            TermIds.MOBILITY_QUEEN};
        String[] names = {"Knight", "Bishop", "Rook", "Queen"};
        for (int k = 0; k < 4; k++) {
            int[] v = sum(counts, MOBILITY + k, MOBILITY + k);
            int pieces = (int) counts[KNIGHTS + k];
            int type = PieceType.KNIGHT + k;
            int unit = fruit.mobilityUnit(type);
            v[0] -= pieces * unit * fruit.mobilityOpening(type);
            v[1] -= pieces * unit * fruit.mobilityEndgame(type);
            terms.put(mobilityIds[k], v);
        }
        int[] open = sum(counts, ROOK_SEMI_OPEN, ROOK_OPEN);
        int rooks = (int) counts[ROOKS];
        open[0] -= rooks * (fruit.rookOpenFileOpening / 2);
        open[1] -= rooks * (fruit.rookOpenFileEndgame / 2);
        terms.put(TermIds.ROOK_OPEN_FILE, open);
        terms.put(TermIds.ROOK_KING_FILE, sum(counts, ROOK_KING_ZONE, ROOK_KING_FILE));
        terms.put(TermIds.ROOK_SEVENTH, sum(counts, ROOK_SEVENTH, ROOK_SEVENTH));
        terms.put(TermIds.QUEEN_SEVENTH, sum(counts, QUEEN_SEVENTH, QUEEN_SEVENTH));
        terms.put(TermIds.PASSERS_RANK, sum(counts, PASSER, PASSER + 5));
        terms.put(TermIds.PST, sum(counts, PST, values - 1));
        return terms;
    }

    private int[] sum(double[] counts, int first, int last) {
        int op = 0;
        int eg = 0;
        for (int i = first; i <= last; i++) {
            Feature f = features.get(i);
            op += (int) Math.round(counts[i] * f.fruitOpening());
            eg += (int) Math.round(counts[i] * f.fruitEndgame());
        }
        return new int[] {op, eg};
    }
}
