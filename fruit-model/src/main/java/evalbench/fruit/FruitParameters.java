package evalbench.fruit;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;
import java.util.Set;

/**
 * The Fruit 2.1 parameter set as typed values: every parameter is read once here, sizes and ranges are
 * checked, and the evaluator's classes read these fields instead of numbers of their own. Arrays indexed
 * by piece type use {@link PieceType} codes (index 0 unused).
 *
 * <p>Fruit's stages read the fields. Scalars are public (final) and arrays are read through methods that return
 * copies: with {@link FruitBasis} this is the typed basis API other modules weigh Fruit's features with, by field,
 * never by parameter name. A model derived from Fruit builds an instance from its own set
 * ({@link #FruitParameters(ParameterSet, Set)}) and hands it to the stages it kept.
 */
public final class FruitParameters {
    private final ParameterSet source;
    /** Scalars of replaced Fruit stages a derived model's set may leave out. */
    private final Set<String> replaced;

    // material and phase, by piece type
    final int[] materialOpening = new int[7];
    final int[] materialEndgame = new int[7];
    public final int bishopPairOpening;
    public final int bishopPairEndgame;
    final int[] phaseWeight = new int[7];
    /** Sum of the phase weights of the start position's pieces. */
    public final int totalPhase;

    // scaling
    public final int mulUnit;
    public final int mulLoneMinor;
    public final int mulTwoKnights;
    public final int mulTwoKnightsVersusPawns;
    public final int mulTwoBishopsVersusKnight;
    public final int mulNoPawnsMinorAhead;
    public final int mulLonePawnInsufficient;
    public final int mulLonePawnMinorAhead;
    public final int mulDrawLeaf;
    public final int mulRookPawnDraw;
    public final int mulDrawRule;
    public final int mulOppositeBishops;
    public final int weightUnit;
    public final int valueEvalInf;

    // pst
    public final int pawnFileOpening;
    public final int knightCentreOpening;
    public final int knightCentreEndgame;
    public final int knightRankOpening;
    public final int knightBackRankOpening;
    public final int knightTrapped;
    public final int bishopCentreOpening;
    public final int bishopCentreEndgame;
    public final int bishopBackRankOpening;
    public final int bishopDiagonalOpening;
    public final int rookFileOpening;
    public final int queenCentreOpening;
    public final int queenCentreEndgame;
    public final int queenBackRankOpening;
    public final int kingCentreEndgame;
    public final int kingFileOpening;
    public final int kingRankOpening;
    final int[] pawnFile;
    final int[] pawnCentreOpening;
    final int[] knightLine;
    final int[] knightRank;
    final int[] bishopLine;
    final int[] rookFile;
    final int[] queenLine;
    final int[] kingLine;
    final int[] kingFile;
    final int[] kingRank;

    // pawns
    public final int doubledOpening;
    public final int doubledEndgame;
    public final int isolatedOpening;
    public final int isolatedOpeningOpen;
    public final int isolatedEndgame;
    public final int backwardOpening;
    public final int backwardOpeningOpen;
    public final int backwardEndgame;
    public final int candidateOpeningMin;
    public final int candidateOpeningMax;
    public final int candidateEndgameMin;
    public final int candidateEndgameMax;

    // pieces, mobility by piece type
    public final int mobMove;
    public final int mobAttack;
    public final int mobDefense;
    final int[] mobUnit = new int[7];
    final int[] mobOpening = new int[7];
    final int[] mobEndgame = new int[7];
    public final int rookSemiOpenFileOpening;
    public final int rookSemiOpenFileEndgame;
    public final int rookOpenFileOpening;
    public final int rookOpenFileEndgame;
    public final int rookSemiKingFileOpening;
    public final int rookKingFileOpening;
    public final int rook7thOpening;
    public final int rook7thEndgame;
    public final int queen7thOpening;
    public final int queen7thEndgame;

    // king
    public final int kingAttackOpening;
    final int[] kingAttackUnit = new int[7];
    final int[] kingAttackWeight;
    public final int shelterOpening;
    public final int shelterFileMax;
    public final int weakBackRank;
    public final int stormOpening;
    final int[] stormRankFactor;

    // passers
    public final int passedOpeningMin;
    public final int passedOpeningMax;
    public final int passedEndgameMin;
    public final int passedEndgameMax;
    public final int unstoppablePasser;
    public final int freePasser;
    public final int attackerDistance;
    public final int defenderDistance;
    final int[] bonus;
    /** By piece type, index 0 unused: the layout core's StaticExchange wants. */
    final int[] exchangeValue = new int[7];

    // patterns
    public final int trappedBishop;
    public final int blockedBishop;
    public final int blockedRook;

    /** Reads and checks every parameter; a missing, extra-long or out-of-range one is a ParameterFileException. */
    public FruitParameters(ParameterSet set) {
        this(set, Set.of());
    }

    /**
     * API for models derived from Fruit (Toga II 3.0): reads a derived model's parameter set for the Fruit stages it
     * kept (piece-square tables, pawn structure, passed pawns, patterns, material info, draw rules). The scalars
     * named in {@code replaced} belong to Fruit stages the derived model replaced with its own: its set may leave
     * them out, and then they read as 0 here (no kept stage reads them). Every other parameter is required and
     * checked as for Fruit's own set.
     *
     * @param set      the derived model's parameter set, with Fruit's names for what it shares
     * @param replaced names of Fruit scalars the derived model has no use for
     */
    public FruitParameters(ParameterSet set, Set<String> replaced) {
        this.source = set;
        this.replaced = Set.copyOf(replaced);
        pieceTypePair(set, "Opening", materialOpening);
        pieceTypePair(set, "Endgame", materialEndgame);
        materialOpening[PieceType.PAWN] = value(set, "PawnOpening");
        materialEndgame[PieceType.PAWN] = value(set, "PawnEndgame");
        bishopPairOpening = value(set, "BishopPairOpening");
        bishopPairEndgame = value(set, "BishopPairEndgame");
        phaseWeight[PieceType.PAWN] = nonNegative(set, "PawnPhase");
        phaseWeight[PieceType.KNIGHT] = nonNegative(set, "KnightPhase");
        phaseWeight[PieceType.BISHOP] = nonNegative(set, "BishopPhase");
        phaseWeight[PieceType.ROOK] = nonNegative(set, "RookPhase");
        phaseWeight[PieceType.QUEEN] = nonNegative(set, "QueenPhase");
        totalPhase = 16 * phaseWeight[PieceType.PAWN] + 4 * phaseWeight[PieceType.KNIGHT]
                + 4 * phaseWeight[PieceType.BISHOP] + 4 * phaseWeight[PieceType.ROOK]
                + 2 * phaseWeight[PieceType.QUEEN];
        if (totalPhase <= 0) {
            throw new ParameterFileException(set.origin() + ", line " + set.parameter("PawnPhase").line()
                    + ": the phase weights PawnPhase .. QueenPhase sum to " + totalPhase
                    + " for the start position; need a positive total");
        }

        mulUnit = positive(set, "MulUnit");
        mulLoneMinor = multiplier(set, "MulLoneMinor");
        mulTwoKnights = multiplier(set, "MulTwoKnights");
        mulTwoKnightsVersusPawns = multiplier(set, "MulTwoKnightsVersusPawns");
        mulTwoBishopsVersusKnight = multiplier(set, "MulTwoBishopsVersusKnight");
        mulNoPawnsMinorAhead = multiplier(set, "MulNoPawnsMinorAhead");
        mulLonePawnInsufficient = multiplier(set, "MulLonePawnInsufficient");
        mulLonePawnMinorAhead = multiplier(set, "MulLonePawnMinorAhead");
        mulDrawLeaf = multiplier(set, "MulDrawLeaf");
        mulRookPawnDraw = multiplier(set, "MulRookPawnDraw");
        mulDrawRule = multiplier(set, "MulDrawRule");
        mulOppositeBishops = multiplier(set, "MulOppositeBishops");
        weightUnit = positive(set, "WeightUnit");
        valueEvalInf = positive(set, "ValueEvalInf");

        pawnFileOpening = value(set, "PawnFileOpening");
        knightCentreOpening = value(set, "KnightCentreOpening");
        knightCentreEndgame = value(set, "KnightCentreEndgame");
        knightRankOpening = value(set, "KnightRankOpening");
        knightBackRankOpening = value(set, "KnightBackRankOpening");
        knightTrapped = value(set, "KnightTrapped");
        bishopCentreOpening = value(set, "BishopCentreOpening");
        bishopCentreEndgame = value(set, "BishopCentreEndgame");
        bishopBackRankOpening = value(set, "BishopBackRankOpening");
        bishopDiagonalOpening = value(set, "BishopDiagonalOpening");
        rookFileOpening = value(set, "RookFileOpening");
        queenCentreOpening = value(set, "QueenCentreOpening");
        queenCentreEndgame = value(set, "QueenCentreEndgame");
        queenBackRankOpening = value(set, "QueenBackRankOpening");
        kingCentreEndgame = value(set, "KingCentreEndgame");
        kingFileOpening = value(set, "KingFileOpening");
        kingRankOpening = value(set, "KingRankOpening");
        pawnFile = set.values("PawnFile", 8);
        pawnCentreOpening = set.values("PawnCentreOpening", 8);
        knightLine = set.values("KnightLine", 8);
        knightRank = set.values("KnightRank", 8);
        bishopLine = set.values("BishopLine", 8);
        rookFile = set.values("RookFile", 8);
        queenLine = set.values("QueenLine", 8);
        kingLine = set.values("KingLine", 8);
        kingFile = set.values("KingFile", 8);
        kingRank = set.values("KingRank", 8);

        doubledOpening = value(set, "DoubledOpening");
        doubledEndgame = value(set, "DoubledEndgame");
        isolatedOpening = value(set, "IsolatedOpening");
        isolatedOpeningOpen = value(set, "IsolatedOpeningOpen");
        isolatedEndgame = value(set, "IsolatedEndgame");
        backwardOpening = value(set, "BackwardOpening");
        backwardOpeningOpen = value(set, "BackwardOpeningOpen");
        backwardEndgame = value(set, "BackwardEndgame");
        candidateOpeningMin = value(set, "CandidateOpeningMin");
        candidateOpeningMax = value(set, "CandidateOpeningMax");
        candidateEndgameMin = value(set, "CandidateEndgameMin");
        candidateEndgameMax = value(set, "CandidateEndgameMax");

        mobMove = value(set, "MobMove");
        mobAttack = value(set, "MobAttack");
        mobDefense = value(set, "MobDefense");
        mobUnit[PieceType.KNIGHT] = value(set, "KnightUnit");
        mobUnit[PieceType.BISHOP] = value(set, "BishopUnit");
        mobUnit[PieceType.ROOK] = value(set, "RookUnit");
        mobUnit[PieceType.QUEEN] = value(set, "QueenUnit");
        pieceTypePair(set, "MobOpening", mobOpening);
        pieceTypePair(set, "MobEndgame", mobEndgame);
        rookSemiOpenFileOpening = value(set, "RookSemiOpenFileOpening");
        rookSemiOpenFileEndgame = value(set, "RookSemiOpenFileEndgame");
        rookOpenFileOpening = value(set, "RookOpenFileOpening");
        rookOpenFileEndgame = value(set, "RookOpenFileEndgame");
        rookSemiKingFileOpening = value(set, "RookSemiKingFileOpening");
        rookKingFileOpening = value(set, "RookKingFileOpening");
        rook7thOpening = value(set, "Rook7thOpening");
        rook7thEndgame = value(set, "Rook7thEndgame");
        queen7thOpening = value(set, "Queen7thOpening");
        queen7thEndgame = value(set, "Queen7thEndgame");

        kingAttackOpening = value(set, "KingAttackOpening");
        int[] units = set.values("KingAttackUnit", 4);
        System.arraycopy(units, 0, kingAttackUnit, PieceType.KNIGHT, 4);
        // 16 entries: a side has at most 15 pieces besides its king
        kingAttackWeight = set.values("KingAttackWeight", 16);
        shelterOpening = value(set, "ShelterOpening");
        shelterFileMax = value(set, "ShelterFileMax");
        weakBackRank = value(set, "WeakBackRank");
        stormOpening = value(set, "StormOpening");
        stormRankFactor = set.values("StormRankFactor", 8);

        passedOpeningMin = value(set, "PassedOpeningMin");
        passedOpeningMax = value(set, "PassedOpeningMax");
        passedEndgameMin = value(set, "PassedEndgameMin");
        passedEndgameMax = value(set, "PassedEndgameMax");
        unstoppablePasser = value(set, "UnstoppablePasser");
        freePasser = value(set, "FreePasser");
        attackerDistance = value(set, "AttackerDistance");
        defenderDistance = value(set, "DefenderDistance");
        bonus = set.values("Bonus", 8);
        int[] exchange = set.values("ExchangeValue", 6);
        for (int i = 0; i < exchange.length; i++) {
            if (exchange[i] <= 0) {
                throw new ParameterFileException(set.origin() + ", line "
                        + set.parameter("ExchangeValue").line() + ": ExchangeValue entries must be positive");
            }
        }
        System.arraycopy(exchange, 0, exchangeValue, PieceType.PAWN, 6);

        trappedBishop = value(set, "TrappedBishop");
        blockedBishop = value(set, "BlockedBishop");
        blockedRook = value(set, "BlockedRook");
    }

    // ---- arrays, for other modules (copies) ----

    /** Material value of a piece type (PieceType code) in the opening. */
    public int materialOpening(int pieceType) {
        return materialOpening[pieceType];
    }

    public int materialEndgame(int pieceType) {
        return materialEndgame[pieceType];
    }

    /** Mobility weight per counted square of a piece type (knight .. queen), opening. */
    public int mobilityOpening(int pieceType) {
        return mobOpening[pieceType];
    }

    public int mobilityEndgame(int pieceType) {
        return mobEndgame[pieceType];
    }

    /** The squares subtracted from a piece type's mobility count (Fruit's KnightUnit .. QueenUnit). */
    public int mobilityUnit(int pieceType) {
        return mobUnit[pieceType];
    }

    /** King-attack unit of a piece type (knight .. queen; 0 for pawns and kings). */
    public int kingAttackUnit(int pieceType) {
        return kingAttackUnit[pieceType];
    }

    /** King-attack weight by number of attackers, 0 .. 15. */
    public int[] kingAttackWeights() {
        return kingAttackWeight.clone();
    }

    /** Storm factor by the storming pawn's rank (its own side's view). */
    public int[] stormRankFactors() {
        return stormRankFactor.clone();
    }

    /** quad()'s Bonus[] by rank. */
    public int[] bonuses() {
        return bonus.clone();
    }

    /** The parameter set these values were read from. */
    public ParameterSet source() {
        return source;
    }

    /** A scalar: required, unless a derived model replaced its stage and left it out (then 0). */
    private int value(ParameterSet set, String name) {
        if (!set.has(name) && replaced.contains(name)) {
            return 0;
        }
        return set.value(name);
    }

    /**
     * Exchange values by piece type (index 0 unused) for the free-passer test's {@link BoardExchange}; a copy.
     */
    public int[] exchangeValues() {
        return exchangeValue.clone();
    }

    /** Reads Knight{suffix} .. Queen{suffix} into a by-piece-type array. */
    private void pieceTypePair(ParameterSet set, String suffix, int[] into) {
        into[PieceType.KNIGHT] = value(set, "Knight" + suffix);
        into[PieceType.BISHOP] = value(set, "Bishop" + suffix);
        into[PieceType.ROOK] = value(set, "Rook" + suffix);
        into[PieceType.QUEEN] = value(set, "Queen" + suffix);
    }

    private int nonNegative(ParameterSet set, String name) {
        int v = value(set, name);
        if (v < 0) {
            throw rangeError(set, name, "must not be negative");
        }
        return v;
    }

    private int positive(ParameterSet set, String name) {
        int v = value(set, name);
        if (v <= 0) {
            throw rangeError(set, name, "must be positive");
        }
        return v;
    }

    /** A draw multiplier: 0 .. MulUnit (read after MulUnit). */
    private int multiplier(ParameterSet set, String name) {
        int v = value(set, name);
        if (v < 0 || v > mulUnit) {
            throw rangeError(set, name, "must be between 0 and MulUnit (" + mulUnit + ")");
        }
        return v;
    }

    private static ParameterFileException rangeError(ParameterSet set, String name, String reason) {
        return new ParameterFileException(set.origin() + ", line " + set.parameter(name).line()
                + ": " + name + " = " + set.value(name) + " " + reason);
    }
}
