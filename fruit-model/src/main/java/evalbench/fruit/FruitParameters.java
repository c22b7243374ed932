package evalbench.fruit;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;

/**
 * The Fruit 2.1 parameter set as typed values: every parameter is read once here, sizes and ranges are
 * checked, and the evaluator's classes read these fields instead of numbers of their own. Arrays indexed
 * by piece type use {@link PieceType} codes (index 0 unused).
 */
public final class FruitParameters {
    private final ParameterSet source;

    // material and phase, by piece type
    final int[] materialOpening = new int[7];
    final int[] materialEndgame = new int[7];
    final int bishopPairOpening;
    final int bishopPairEndgame;
    final int[] phaseWeight = new int[7];
    /** Sum of the phase weights of the start position's pieces. */
    final int totalPhase;

    // scaling
    final int mulUnit;
    final int mulLoneMinor;
    final int mulTwoKnights;
    final int mulTwoKnightsVersusPawns;
    final int mulTwoBishopsVersusKnight;
    final int mulNoPawnsMinorAhead;
    final int mulLonePawnInsufficient;
    final int mulLonePawnMinorAhead;
    final int mulDrawLeaf;
    final int mulRookPawnDraw;
    final int mulDrawRule;
    final int mulOppositeBishops;
    final int weightUnit;
    final int valueEvalInf;

    // pst
    final int pawnFileOpening;
    final int knightCentreOpening;
    final int knightCentreEndgame;
    final int knightRankOpening;
    final int knightBackRankOpening;
    final int knightTrapped;
    final int bishopCentreOpening;
    final int bishopCentreEndgame;
    final int bishopBackRankOpening;
    final int bishopDiagonalOpening;
    final int rookFileOpening;
    final int queenCentreOpening;
    final int queenCentreEndgame;
    final int queenBackRankOpening;
    final int kingCentreEndgame;
    final int kingFileOpening;
    final int kingRankOpening;
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
    final int doubledOpening;
    final int doubledEndgame;
    final int isolatedOpening;
    final int isolatedOpeningOpen;
    final int isolatedEndgame;
    final int backwardOpening;
    final int backwardOpeningOpen;
    final int backwardEndgame;
    final int candidateOpeningMin;
    final int candidateOpeningMax;
    final int candidateEndgameMin;
    final int candidateEndgameMax;

    // pieces, mobility by piece type
    final int mobMove;
    final int mobAttack;
    final int mobDefense;
    final int[] mobUnit = new int[7];
    final int[] mobOpening = new int[7];
    final int[] mobEndgame = new int[7];
    final int rookSemiOpenFileOpening;
    final int rookSemiOpenFileEndgame;
    final int rookOpenFileOpening;
    final int rookOpenFileEndgame;
    final int rookSemiKingFileOpening;
    final int rookKingFileOpening;
    final int rook7thOpening;
    final int rook7thEndgame;
    final int queen7thOpening;
    final int queen7thEndgame;

    // king
    final int kingAttackOpening;
    final int[] kingAttackUnit = new int[7];
    final int[] kingAttackWeight;
    final int shelterOpening;
    final int shelterFileMax;
    final int weakBackRank;
    final int stormOpening;
    final int[] stormRankFactor;

    // passers
    final int passedOpeningMin;
    final int passedOpeningMax;
    final int passedEndgameMin;
    final int passedEndgameMax;
    final int unstoppablePasser;
    final int freePasser;
    final int attackerDistance;
    final int defenderDistance;
    final int[] bonus;
    /** By piece type, index 0 unused: the layout core's StaticExchange wants. */
    final int[] exchangeValue = new int[7];

    // patterns
    final int trappedBishop;
    final int blockedBishop;
    final int blockedRook;

    /** Reads and checks every parameter; a missing, extra-long or out-of-range one is a ParameterFileException. */
    public FruitParameters(ParameterSet set) {
        this.source = set;
        pieceTypePair(set, "Opening", materialOpening);
        pieceTypePair(set, "Endgame", materialEndgame);
        materialOpening[PieceType.PAWN] = set.value("PawnOpening");
        materialEndgame[PieceType.PAWN] = set.value("PawnEndgame");
        bishopPairOpening = set.value("BishopPairOpening");
        bishopPairEndgame = set.value("BishopPairEndgame");
        phaseWeight[PieceType.PAWN] = nonNegative(set, "PawnPhase");
        phaseWeight[PieceType.KNIGHT] = nonNegative(set, "KnightPhase");
        phaseWeight[PieceType.BISHOP] = nonNegative(set, "BishopPhase");
        phaseWeight[PieceType.ROOK] = nonNegative(set, "RookPhase");
        phaseWeight[PieceType.QUEEN] = nonNegative(set, "QueenPhase");
        totalPhase = 16 * phaseWeight[PieceType.PAWN] + 4 * phaseWeight[PieceType.KNIGHT]
                + 4 * phaseWeight[PieceType.BISHOP] + 4 * phaseWeight[PieceType.ROOK]
                + 2 * phaseWeight[PieceType.QUEEN];
        if (totalPhase <= 0) {
            throw new ParameterFileException(set.origin() + ": the phase weights sum to " + totalPhase
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

        pawnFileOpening = set.value("PawnFileOpening");
        knightCentreOpening = set.value("KnightCentreOpening");
        knightCentreEndgame = set.value("KnightCentreEndgame");
        knightRankOpening = set.value("KnightRankOpening");
        knightBackRankOpening = set.value("KnightBackRankOpening");
        knightTrapped = set.value("KnightTrapped");
        bishopCentreOpening = set.value("BishopCentreOpening");
        bishopCentreEndgame = set.value("BishopCentreEndgame");
        bishopBackRankOpening = set.value("BishopBackRankOpening");
        bishopDiagonalOpening = set.value("BishopDiagonalOpening");
        rookFileOpening = set.value("RookFileOpening");
        queenCentreOpening = set.value("QueenCentreOpening");
        queenCentreEndgame = set.value("QueenCentreEndgame");
        queenBackRankOpening = set.value("QueenBackRankOpening");
        kingCentreEndgame = set.value("KingCentreEndgame");
        kingFileOpening = set.value("KingFileOpening");
        kingRankOpening = set.value("KingRankOpening");
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

        doubledOpening = set.value("DoubledOpening");
        doubledEndgame = set.value("DoubledEndgame");
        isolatedOpening = set.value("IsolatedOpening");
        isolatedOpeningOpen = set.value("IsolatedOpeningOpen");
        isolatedEndgame = set.value("IsolatedEndgame");
        backwardOpening = set.value("BackwardOpening");
        backwardOpeningOpen = set.value("BackwardOpeningOpen");
        backwardEndgame = set.value("BackwardEndgame");
        candidateOpeningMin = set.value("CandidateOpeningMin");
        candidateOpeningMax = set.value("CandidateOpeningMax");
        candidateEndgameMin = set.value("CandidateEndgameMin");
        candidateEndgameMax = set.value("CandidateEndgameMax");

        mobMove = set.value("MobMove");
        mobAttack = set.value("MobAttack");
        mobDefense = set.value("MobDefense");
        mobUnit[PieceType.KNIGHT] = set.value("KnightUnit");
        mobUnit[PieceType.BISHOP] = set.value("BishopUnit");
        mobUnit[PieceType.ROOK] = set.value("RookUnit");
        mobUnit[PieceType.QUEEN] = set.value("QueenUnit");
        pieceTypePair(set, "MobOpening", mobOpening);
        pieceTypePair(set, "MobEndgame", mobEndgame);
        rookSemiOpenFileOpening = set.value("RookSemiOpenFileOpening");
        rookSemiOpenFileEndgame = set.value("RookSemiOpenFileEndgame");
        rookOpenFileOpening = set.value("RookOpenFileOpening");
        rookOpenFileEndgame = set.value("RookOpenFileEndgame");
        rookSemiKingFileOpening = set.value("RookSemiKingFileOpening");
        rookKingFileOpening = set.value("RookKingFileOpening");
        rook7thOpening = set.value("Rook7thOpening");
        rook7thEndgame = set.value("Rook7thEndgame");
        queen7thOpening = set.value("Queen7thOpening");
        queen7thEndgame = set.value("Queen7thEndgame");

        kingAttackOpening = set.value("KingAttackOpening");
        int[] units = set.values("KingAttackUnit", 4);
        System.arraycopy(units, 0, kingAttackUnit, PieceType.KNIGHT, 4);
        // 16 entries: a side has at most 15 pieces besides its king
        kingAttackWeight = set.values("KingAttackWeight", 16);
        shelterOpening = set.value("ShelterOpening");
        shelterFileMax = set.value("ShelterFileMax");
        weakBackRank = set.value("WeakBackRank");
        stormOpening = set.value("StormOpening");
        stormRankFactor = set.values("StormRankFactor", 8);

        passedOpeningMin = set.value("PassedOpeningMin");
        passedOpeningMax = set.value("PassedOpeningMax");
        passedEndgameMin = set.value("PassedEndgameMin");
        passedEndgameMax = set.value("PassedEndgameMax");
        unstoppablePasser = set.value("UnstoppablePasser");
        freePasser = set.value("FreePasser");
        attackerDistance = set.value("AttackerDistance");
        defenderDistance = set.value("DefenderDistance");
        bonus = set.values("Bonus", 8);
        int[] exchange = set.values("ExchangeValue", 6);
        for (int i = 0; i < exchange.length; i++) {
            if (exchange[i] <= 0) {
                throw new ParameterFileException(set.origin() + ", line "
                        + set.parameter("ExchangeValue").line() + ": ExchangeValue entries must be positive");
            }
        }
        System.arraycopy(exchange, 0, exchangeValue, PieceType.PAWN, 6);

        trappedBishop = set.value("TrappedBishop");
        blockedBishop = set.value("BlockedBishop");
        blockedRook = set.value("BlockedRook");
    }

    /** The parameter set these values were read from. */
    public ParameterSet source() {
        return source;
    }

    /** Reads Knight{suffix} .. Queen{suffix} into a by-piece-type array. */
    private static void pieceTypePair(ParameterSet set, String suffix, int[] into) {
        into[PieceType.KNIGHT] = set.value("Knight" + suffix);
        into[PieceType.BISHOP] = set.value("Bishop" + suffix);
        into[PieceType.ROOK] = set.value("Rook" + suffix);
        into[PieceType.QUEEN] = set.value("Queen" + suffix);
    }

    private static int nonNegative(ParameterSet set, String name) {
        int v = set.value(name);
        if (v < 0) {
            throw rangeError(set, name, "must not be negative");
        }
        return v;
    }

    private static int positive(ParameterSet set, String name) {
        int v = set.value(name);
        if (v <= 0) {
            throw rangeError(set, name, "must be positive");
        }
        return v;
    }

    /** A draw multiplier: 0 .. MulUnit (read after MulUnit). */
    private int multiplier(ParameterSet set, String name) {
        int v = set.value(name);
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
