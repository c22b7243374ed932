package evalbench.rybka;

import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;

/**
 * The Rybka parameter set read once into typed arrays, every name and size checked. The evaluator and the
 * table builders read their numbers from here only. Arrays indexed by rank use the rank seen from the
 * owner's side (0 = own first rank); piece-indexed arrays use {@link evalbench.core.PieceType} order
 * without the king (P N B R Q at 0..4).
 */
final class RybkaParameters {
    /** Number of piece kinds counted in material arrays: P N B R Q. */
    static final int MATERIAL_KINDS = 5;
    /** Length of the king-attack weight table (attacker counts 0..15). */
    static final int KING_ATTACK_SLOTS = 16;
    /** Columns of one special configuration (ten counts and a value) and one draw configuration (ten counts). */
    static final int SPECIAL_COLUMNS = 11;
    static final int DRAW_COLUMNS = 10;

    // units and final score
    final int pawnValue;
    final int unitsPerCentipawn;
    final int[] pieceUnits;
    final int phaseMax;
    final int[] phaseWeights;
    final int tempoCentipawns;

    // material table rules and components
    final int materialPawnBase;
    final int materialSmallLimit;
    final int materialSmallDivisor;
    final int materialBishopPair;
    final int materialPawnEndingPerPawn;
    final int oppositeBishopsMaxPawnDifference;
    final int[] pawnKnight;
    final int[] pawnMinors;
    final int[] pawnMajors;
    final int[] pieceBonus;
    final int[] specialConfigurations;
    final int[] drawConfigurations;

    // piece-square tables
    final int[] pawnFile;
    final int[] knightLine;
    final int[] knightRank;
    final int[] bishopLine;
    final int[] rookFile;
    final int[] queenLine;
    final int[] kingLine;
    final int[] kingFile;
    final int pawnFileOpening;
    final int pawnFileEndgame;
    final int pawnCentreOpening;
    final int knightCentreOpening;
    final int knightCentreEndgame;
    final int knightRankOpening;
    final int knightTrapped;
    final int bishopCentreOpening;
    final int bishopCentreEndgame;
    final int bishopBackRankOpening;
    final int bishopDiagonalOpening;
    final int rookFileOpening;
    final int queenCentreOpening;
    final int queenCentreEndgame;
    final int queenBackRankOpening;
    final int kingFileOpening;
    final int kingCentreEndgame;

    // pawn structure
    final int doubledOpening;
    final int doubledEndgame;
    final int isolatedOpenOpening;
    final int isolatedOpening;
    final int isolatedEndgame;
    final int backwardOpenOpening;
    final int backwardOpening;
    final int backwardEndgame;
    final int[] candidateOpening;
    final int[] candidateEndgame;

    // shelter and storm
    final int[] shelterByCode;
    final int[] shelterFileWeights;
    final int shelterAllOnSecondRank;
    final int[] stormByCode;
    final int[] stormFileWeights;
    final int[] wingFirstFile;
    final int[] kingFileWing;

    // pieces
    final int[] mobilityOpening;
    final int[] mobilityEndgame;
    final int rookSemiOpenOpening;
    final int rookSemiOpenEndgame;
    final int rookOpenOpening;
    final int rookOpenEndgame;
    final int rookKingZoneOpening;
    final int rookKingFileOpening;
    final int rookSeventhOpening;
    final int rookSeventhEndgame;
    final int queenSeventhOpening;
    final int queenSeventhEndgame;

    // king attack
    final int[] kingAttackUnit;
    final int[] kingAttackWeight;
    final int kingAttackDivisor;

    // passed pawns
    final int[] passedOpening;
    final int[] passedEndgame;
    final int[] passedUnblockedOwn;
    final int[] passedUnblockedOpp;
    final int[] passedFree;
    final int[] passedAttDistance;
    final int[] passedDefDistance;
    final int unstoppablePasser;
    final int escortSeventhFromRank;
    final int escortEighthFromRank;

    // patterns
    final int trappedBishop;
    final int blockedBishopOpening;
    final int blockedRookOpening;

    private RybkaParameters(ParameterSet p) {
        pawnValue = p.value("PawnValue");
        unitsPerCentipawn = positive(p, "UnitsPerCentipawn");
        pieceUnits = p.values("PieceUnits", MATERIAL_KINDS);
        phaseMax = positive(p, "PhaseMax");
        phaseWeights = p.values("PhaseWeights", MATERIAL_KINDS);
        tempoCentipawns = p.value("TempoCentipawns");

        materialPawnBase = p.value("MaterialPawnBase");
        materialSmallLimit = p.value("MaterialSmallLimit");
        materialSmallDivisor = positive(p, "MaterialSmallDivisor");
        materialBishopPair = p.value("MaterialBishopPair");
        materialPawnEndingPerPawn = p.value("MaterialPawnEndingPerPawn");
        oppositeBishopsMaxPawnDifference = p.value("OppositeBishopsMaxPawnDifference");
        pawnKnight = p.values("PawnKnight", MaterialTable.MAJORS * MaterialTable.MINORS * MaterialTable.KNIGHTS);
        pawnMinors = p.values("PawnMinors", MaterialTable.MAJORS * MaterialTable.SIDE_MINORS);
        pawnMajors = p.values("PawnMajors", MaterialTable.QUEENS * MaterialTable.ROOKS * MaterialTable.ROOKS);
        pieceBonus = p.values("PieceBonus", MaterialTable.PIECE_CONFIGURATIONS);
        specialConfigurations = configurations(p, "SpecialConfigurations", SPECIAL_COLUMNS);
        drawConfigurations = configurations(p, "DrawConfigurations", DRAW_COLUMNS);

        pawnFile = p.values("PawnFile", 8);
        knightLine = p.values("KnightLine", 8);
        knightRank = p.values("KnightRank", 8);
        bishopLine = p.values("BishopLine", 8);
        rookFile = p.values("RookFile", 8);
        queenLine = p.values("QueenLine", 8);
        kingLine = p.values("KingLine", 8);
        kingFile = p.values("KingFile", 8);
        pawnFileOpening = p.value("PawnFileOpening");
        pawnFileEndgame = p.value("PawnFileEndgame");
        pawnCentreOpening = p.value("PawnCentreOpening");
        knightCentreOpening = p.value("KnightCentreOpening");
        knightCentreEndgame = p.value("KnightCentreEndgame");
        knightRankOpening = p.value("KnightRankOpening");
        knightTrapped = p.value("KnightTrapped");
        bishopCentreOpening = p.value("BishopCentreOpening");
        bishopCentreEndgame = p.value("BishopCentreEndgame");
        bishopBackRankOpening = p.value("BishopBackRankOpening");
        bishopDiagonalOpening = p.value("BishopDiagonalOpening");
        rookFileOpening = p.value("RookFileOpening");
        queenCentreOpening = p.value("QueenCentreOpening");
        queenCentreEndgame = p.value("QueenCentreEndgame");
        queenBackRankOpening = p.value("QueenBackRankOpening");
        kingFileOpening = p.value("KingFileOpening");
        kingCentreEndgame = p.value("KingCentreEndgame");

        doubledOpening = p.value("DoubledOpening");
        doubledEndgame = p.value("DoubledEndgame");
        isolatedOpenOpening = p.value("IsolatedOpenOpening");
        isolatedOpening = p.value("IsolatedOpening");
        isolatedEndgame = p.value("IsolatedEndgame");
        backwardOpenOpening = p.value("BackwardOpenOpening");
        backwardOpening = p.value("BackwardOpening");
        backwardEndgame = p.value("BackwardEndgame");
        candidateOpening = p.values("CandidateOpening", 8);
        candidateEndgame = p.values("CandidateEndgame", 8);

        shelterByCode = p.values("ShelterByCode", ShelterPatterns.CODES);
        shelterFileWeights = p.values("ShelterFileWeights", ShelterPatterns.WINDOW_FILES);
        shelterAllOnSecondRank = p.value("ShelterAllOnSecondRank");
        stormByCode = p.values("StormByCode", ShelterPatterns.CODES);
        stormFileWeights = p.values("StormFileWeights", ShelterPatterns.WINDOW_FILES);
        wingFirstFile = p.values("WingFirstFile", ShelterPatterns.WINGS);
        for (int first : wingFirstFile) {
            if (first < 0 || first + ShelterPatterns.WINDOW_FILES > 8) {
                throw invalid(p, "WingFirstFile", "a window of three files must start on files a..f");
            }
        }
        kingFileWing = p.values("KingFileWing", 8);
        for (int wing : kingFileWing) {
            if (wing < 0 || wing >= ShelterPatterns.WINGS) {
                throw invalid(p, "KingFileWing", "wings are numbered 0..2");
            }
        }

        mobilityOpening = new int[] {0,
            p.value("KnightMobilityOpening"), p.value("BishopMobilityOpening"),
            p.value("RookMobilityOpening"), p.value("QueenMobilityOpening")};
        mobilityEndgame = new int[] {0,
            p.value("KnightMobilityEndgame"), p.value("BishopMobilityEndgame"),
            p.value("RookMobilityEndgame"), p.value("QueenMobilityEndgame")};
        rookSemiOpenOpening = p.value("RookSemiOpenOpening");
        rookSemiOpenEndgame = p.value("RookSemiOpenEndgame");
        rookOpenOpening = p.value("RookOpenOpening");
        rookOpenEndgame = p.value("RookOpenEndgame");
        rookKingZoneOpening = p.value("RookKingZoneOpening");
        rookKingFileOpening = p.value("RookKingFileOpening");
        rookSeventhOpening = p.value("RookSeventhOpening");
        rookSeventhEndgame = p.value("RookSeventhEndgame");
        queenSeventhOpening = p.value("QueenSeventhOpening");
        queenSeventhEndgame = p.value("QueenSeventhEndgame");

        kingAttackUnit = new int[] {p.value("KingAttackUnitPawn"), p.value("KingAttackUnitKnight"),
            p.value("KingAttackUnitBishop"), p.value("KingAttackUnitRook"), p.value("KingAttackUnitQueen")};
        kingAttackWeight = p.values("KingAttackWeight", KING_ATTACK_SLOTS);
        kingAttackDivisor = positive(p, "KingAttackDivisor");

        passedOpening = p.values("PassedOpening", 8);
        passedEndgame = p.values("PassedEndgame", 8);
        passedUnblockedOwn = p.values("PassedUnblockedOwn", 8);
        passedUnblockedOpp = p.values("PassedUnblockedOpp", 8);
        passedFree = p.values("PassedFree", 8);
        passedAttDistance = p.values("PassedAttDistance", 8);
        passedDefDistance = p.values("PassedDefDistance", 8);
        unstoppablePasser = p.value("UnstoppablePasser");
        escortSeventhFromRank = p.value("UnstoppableEscortSeventhFromRank");
        escortEighthFromRank = p.value("UnstoppableEscortEighthFromRank");

        trappedBishop = p.value("TrappedBishop");
        blockedBishopOpening = p.value("BlockedBishopOpening");
        blockedRookOpening = p.value("BlockedRookOpening");
    }

    /** Reads and checks a parameter set; a missing name or a wrong size is a {@link ParameterFileException}. */
    static RybkaParameters from(ParameterSet set) {
        return new RybkaParameters(set);
    }

    private static int positive(ParameterSet p, String name) {
        int v = p.value(name);
        if (v <= 0) {
            throw invalid(p, name, "must be positive (it is a divisor or scale), found " + v);
        }
        return v;
    }

    /** A list of fixed-width rows whose counts must lie inside the material table's ranges. */
    private static int[] configurations(ParameterSet p, String name, int columns) {
        int[] v = p.parameter(name).values().clone();
        if (v.length % columns != 0) {
            throw invalid(p, name, "has " + v.length + " values, expected rows of " + columns);
        }
        for (int row = 0; row < v.length; row += columns) {
            for (int c = 0; c < MaterialTable.COUNTED_KINDS; c++) {
                int count = v[row + c];
                if (count < 0 || count > MaterialTable.MAX_COUNT[c]) {
                    throw invalid(p, name, "row " + (row / columns + 1) + ": count " + count + " of "
                            + MaterialTable.KIND_NAMES[c] + " is outside 0.." + MaterialTable.MAX_COUNT[c]);
                }
            }
        }
        return v;
    }

    private static ParameterFileException invalid(ParameterSet p, String name, String reason) {
        return new ParameterFileException(p.origin() + ", line " + p.parameter(name).line()
                + ": parameter " + name + " " + reason);
    }
}
