package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.SquareTable;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.SummaryCache;

/**
 * Rybka 1.0 Beta's evaluation as Strelka 2.0 B computes it, in Strelka's order: material (count difference
 * plus the material table), piece-square tables, pawn structure, White's pieces, the attack on Black's king
 * and Black's shelter, Black's pieces, the attack on White's king and White's shelter, passed pawns,
 * patterns; then the opposite-coloured-bishop halving, the phase interpolation and the tempo.
 *
 * <p>Every term is recorded in a {@link ScoreSheet} while it is computed; the stage totals are the sheet's
 * sums. {@link #evaluate} returns the final score; {@link #explain} runs the same code and turns the sheet
 * into a {@link Breakdown}. One instance per thread (it owns the sheet and the pawn cache).
 */
public final class RybkaEvaluator implements Evaluator {
    /** 2^16 pawn-cache slots (5 MB): few collisions even over a whole corpus. */
    private static final int PAWN_CACHE_BITS = 16;
    /** Bishops on both square colours (dark = a1's colour). */
    private static final long DARK = Bitboards.DARK_SQUARES;
    private static final long LIGHT = Bitboards.LIGHT_SQUARES;
    /** Slots of the small cache of recent material configurations (a power of two). */
    private static final int RECENT_MATERIAL = 4096;
    /** Longs per slot of that cache: the signature, the table index and entry, each side's material value. */
    private static final int RECENT_STRIDE = 3;
    /** Material counted per side: piece types in PieceUnits order (P N B R Q). */
    private static final int[] COUNTED_TYPES = {PieceType.PAWN, PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK,
        PieceType.QUEEN};

    private final EvaluatorModel model;
    private final ParameterSet parameters;
    private final RybkaParameters p;
    private final MaterialTable materialTable;
    private final PieceSquareTables pst;
    private final SummaryCache<PawnInfo> pawnCache;
    private final Pieces pieces;
    private final KingSafety kingSafety;
    private final PassedPawns passedPawns;
    private final Patterns patterns;
    private final ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
    /**
     * Recent material configurations by the position's material signature (the piece counts): per slot the
     * signature, then index << 32 | packed table entry, then White's << 32 | Black's count value. Everything the
     * material stage needs follows from the counts, and a search or a game visits only a handful of them; one
     * lookup in the table itself (236,196 entries) would be a cache miss.
     */
    private final long[] recentMaterial = new long[RECENT_MATERIAL * RECENT_STRIDE];
    /** This evaluation's material: White's and Black's count value (units times the pawn value). */
    private int whiteMaterial;
    private int blackMaterial;

    // What the last evaluation found besides the terms (read by explain).
    private int materialIndex;
    private int materialFlags;
    private int tableValue;
    private int phase;
    private int sumOpening;
    private int sumEndgame;
    private boolean halved;
    private int totalOpening;
    private int totalEndgame;
    private int mixed;
    private int whiteScore;
    private int sideToMoveScore;

    RybkaEvaluator(EvaluatorModel model, ParameterSet parameters) {
        this.model = model;
        this.parameters = parameters;
        this.p = RybkaParameters.from(parameters);
        this.materialTable = MaterialTable.build(p);
        this.pst = new PieceSquareTables(p);
        this.pawnCache = new SummaryCache<>(PAWN_CACHE_BITS, PawnInfo.SUMMARY_LONGS, new PawnInfo(),
                new PawnStructure(p, new ShelterPatterns(p))::compute, true);
        this.pieces = new Pieces(p);
        this.kingSafety = new KingSafety(p);
        this.passedPawns = new PassedPawns(p);
        this.patterns = new Patterns(p);
        for (int slot = 0; slot < RECENT_MATERIAL; slot++) {
            recentMaterial[slot * RECENT_STRIDE] = -1; // no position has this signature (a count of 15 everywhere)
        }
    }

    @Override
    public EvaluatorModel model() {
        return model;
    }

    @Override
    public ParameterSet parameters() {
        return parameters;
    }

    @Override
    public int evaluate(Position pos) {
        return run(pos, false);
    }

    /**
     * The recording run's term values (sheet order is {@link Terms#DEFS}); false where the material table is read
     * out of range (the breakdown warns there).
     */
    @Override
    public boolean termValues(Position pos, int[] out) {
        run(pos, true);
        sheet.copyValues(out);
        return materialTable.outOfRangeWarning(pos) == null;
    }

    @Override
    public Breakdown explain(Position pos) {
        run(pos, true);
        Breakdown.Builder b = Breakdown.builder(model, pos.toFen())
                .phase(phase)
                .terms(Terms.DEFS, sheet)
                .factor(RybkaModel.FACTOR_OCB, "Opposite-coloured bishops: opening and endgame halved",
                        halved ? 1 : 0, halved ? "halved" : "not halved")
                .tempo(p.tempoCentipawns)
                .scores(mixed, whiteScore, sideToMoveScore)
                .detail(RybkaModel.DETAIL_MAT_INDEX, materialIndex)
                .detail(RybkaModel.DETAIL_MAT_VALUE, tableValue)
                .detail(RybkaModel.DETAIL_MAT_FLAGS, materialFlags)
                .detail(RybkaModel.DETAIL_LAZY, "-")
                .detail("sum_op", sumOpening)
                .detail("sum_eg", sumEndgame)
                .detail("total_op", totalOpening)
                .detail("total_eg", totalEndgame)
                .detail("king_safety_white", MaterialTable.kingSafety(materialFlags, Colour.WHITE) ? 1 : 0)
                .detail("king_safety_black", MaterialTable.kingSafety(materialFlags, Colour.BLACK) ? 1 : 0);
        String warning = materialTable.outOfRangeWarning(pos);
        if (warning != null) {
            b.warning(warning);
        }
        return b.build();
    }

    /** Forgets cached pawn structures (they never change a result; for measurements). */
    void clearCaches() {
        pawnCache.clear();
    }

    /**
     * The whole evaluation; fills the sheet and the fields above, returns the side-to-move score in cp. With
     * {@code record} the sheet keeps every term (for the breakdown), without it only the totals: the same calls.
     */
    private int run(Position pos, boolean record) {
        sheet.start(record);
        lookUpMaterial(pos);
        // Each side's running sum, packed (PackedScore), kept in a local: every stage returns its side's part.
        long white = material(pos, Colour.WHITE) + pieceSquares(pos, Colour.WHITE);
        long black = material(pos, Colour.BLACK) + pieceSquares(pos, Colour.BLACK);

        PawnInfo pawnInfo = pawnCache.get(pos, pos.pawnKey(), record);
        white += pawnInfo.addTo(Colour.WHITE, sheet);
        black += pawnInfo.addTo(Colour.BLACK, sheet);

        boolean whiteKingSafety = MaterialTable.kingSafety(materialFlags, Colour.WHITE);
        boolean blackKingSafety = MaterialTable.kingSafety(materialFlags, Colour.BLACK);
        white += pieces.evaluate(pos, Colour.WHITE, blackKingSafety, sheet);
        if (blackKingSafety) {
            white += kingSafety.attack(Colour.WHITE, pieces.kingAttackers(Colour.WHITE),
                    pieces.kingAttackUnits(Colour.WHITE), pos.pieces(Colour.BLACK, PieceType.KING), sheet);
            black += kingSafety.shelter(pos, Colour.BLACK, pawnInfo, sheet);
        }
        black += pieces.evaluate(pos, Colour.BLACK, whiteKingSafety, sheet);
        if (whiteKingSafety) {
            black += kingSafety.attack(Colour.BLACK, pieces.kingAttackers(Colour.BLACK),
                    pieces.kingAttackUnits(Colour.BLACK), pos.pieces(Colour.WHITE, PieceType.KING), sheet);
            white += kingSafety.shelter(pos, Colour.WHITE, pawnInfo, sheet);
        }
        long whiteAttacks = pieces.attackMap(Colour.WHITE);
        long blackAttacks = pieces.attackMap(Colour.BLACK);
        white += passedPawns.evaluate(pos, Colour.WHITE, pawnInfo.passerFiles(Colour.WHITE), whiteAttacks,
                blackAttacks, sheet);
        black += passedPawns.evaluate(pos, Colour.BLACK, pawnInfo.passerFiles(Colour.BLACK), blackAttacks,
                whiteAttacks, sheet);
        white += patterns.evaluate(pos, Colour.WHITE, sheet);
        black += patterns.evaluate(pos, Colour.BLACK, sheet);

        int op = PackedScore.opening(white) - PackedScore.opening(black);
        int eg = PackedScore.endgame(white) - PackedScore.endgame(black);
        sumOpening = op;
        sumEndgame = eg;
        long bishops = pos.piecesOfType(PieceType.BISHOP);
        halved = MaterialTable.oppositeBishopsPossible(materialFlags)
                && (bishops & DARK) != 0 && (bishops & LIGHT) != 0;
        if (halved) {
            op /= 2;
            eg /= 2;
        }
        totalOpening = op;
        totalEndgame = eg;
        phase = MaterialTable.phase(materialFlags);
        mixed = (phase * eg + (p.phaseMax - phase) * op) / p.phaseMax / p.unitsPerCentipawn;
        boolean whiteToMove = pos.sideToMove() == Colour.WHITE;
        whiteScore = whiteToMove ? mixed + p.tempoCentipawns : mixed - p.tempoCentipawns;
        sideToMoveScore = whiteToMove ? whiteScore : -whiteScore;
        return sideToMoveScore;
    }

    /**
     * One side's material, packed: count value in pawn units times the pawn value, and the table's
     * imbalance value, which is one number for the configuration, shown on the side it favours.
     */
    private long material(Position pos, int colour) {
        int count = colour == Colour.WHITE ? whiteMaterial : blackMaterial;
        long sum = sheet.add(0, Terms.MATERIAL, colour, count, count);
        if (sheet.recording()) {
            sheet.mark(Terms.MATERIAL, pos.occupied() & ~pos.piecesOfType(PieceType.KING));
        }
        int favoured = tableValue >= 0 ? Colour.WHITE : Colour.BLACK;
        if (colour == favoured) {
            int value = Math.abs(tableValue);
            sum = sheet.add(sum, Terms.MATERIAL_TABLE, colour, value, value);
        }
        return sum;
    }

    /**
     * One side's piece-square sum, from its own point of view, packed. The position keeps the sums through
     * make/unmake once the tables are attached (here, on first sight), as Strelka keeps its PST score in the board.
     */
    private long pieceSquares(Position pos, int colour) {
        SquareTable table = pst.byPiece();
        if (pos.squareTable() != table) {
            pos.trackSquareTable(table);
        }
        long squares = pos.squareTableSum(colour);
        sheet.mark(Terms.PST, pos.occupancy(colour));
        return sheet.add(0, Terms.PST, colour, PackedScore.opening(squares), PackedScore.endgame(squares));
    }

    /**
     * Sets the material fields of this evaluation (table index, value and flags, each side's count value) from
     * the recent-material cache, working them out on a miss.
     */
    private void lookUpMaterial(Position pos) {
        long signature = pos.materialSignature();
        int i = recentSlot(signature);
        if (recentMaterial[i] != signature) {
            int index = MaterialTable.index(pos);
            recentMaterial[i] = signature;
            recentMaterial[i + 1] = (long) index << 32 | materialTable.packed(index) & 0xFFFF_FFFFL;
            recentMaterial[i + 2] = (long) countValue(pos, Colour.WHITE) << 32
                    | countValue(pos, Colour.BLACK) & 0xFFFF_FFFFL;
        }
        long table = recentMaterial[i + 1];
        long counts = recentMaterial[i + 2];
        materialIndex = (int) (table >> 32);
        tableValue = MaterialTable.packedValue((int) table);
        materialFlags = MaterialTable.packedFlags((int) table);
        whiteMaterial = (int) (counts >> 32);
        blackMaterial = (int) counts;
    }

    /** First long of a signature's slot: the signature's bits mixed by a multiplication, top bits kept. */
    private static int recentSlot(long signature) {
        return (int) ((signature * 0x9E3779B97F4A7C15L) >>> (64 - Integer.numberOfTrailingZeros(RECENT_MATERIAL)))
                * RECENT_STRIDE;
    }

    /** One side's pieces in pawn units (the parameter set's P N B R Q units) times the pawn value. */
    private int countValue(Position pos, int colour) {
        return units(pos, colour) * p.pawnValue;
    }

    /** One side's pieces in pawn units (the parameter set's P N B R Q units). */
    private int units(Position pos, int colour) {
        int units = 0;
        for (int i = 0; i < COUNTED_TYPES.length; i++) {
            units += p.pieceUnits[i] * pos.count(colour, COUNTED_TYPES[i]);
        }
        return units;
    }

    // ---- material only (the lazy evaluation of the search profile) ----------------------------------

    /** White's material minus Black's in pawn units (the parameter set's P N B R Q units). */
    int materialUnits(Position pos) {
        return units(pos, Colour.WHITE) - units(pos, Colour.BLACK);
    }

    /** The material-only score in centipawns from White's point of view: units times the pawn value plus the table. */
    int materialOnlyWhite(Position pos, int units) {
        lookUpMaterial(pos);
        return (units * p.pawnValue + tableValue) / p.unitsPerCentipawn;
    }

    int pawnValue() {
        return p.pawnValue;
    }

    int unitsPerCentipawn() {
        return p.unitsPerCentipawn;
    }
}
