package evalbench.fabchess;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.eval.ParameterSet;

/**
 * Every number of FabChess 1.15's evaluation, read from a {@link ParameterSet} (the shipped one is
 * {@code fabchess-1.15.params}) with every name and size checked. The evaluator holds no literal of its own.
 */
final class FabChessParameters {
    static final int SQUARES = 64;
    /** Knight value adjustment by the number of pawns on the board, 0..16. */
    static final int PAWN_COUNTS = 17;

    final ParameterSet source;

    final Pairs tempo;
    final Pairs shieldMissing;
    final Pairs shieldMissingOnOpenFile;
    final Pairs doubled;
    final Pairs isolated;
    final Pairs backward;
    final Pairs supported;
    final Pairs centreAttack;
    final Pairs pawnMobility;
    final Pairs passedRank;
    final Pairs passedNotBlocked;
    final Pairs passedKingDistance;
    final Pairs passedEnemyKingDistance;
    final Pairs passedSubtractDistance;
    final Pairs rookBehindSupport;
    final Pairs rookBehindEnemy;
    final Pairs passedWeak;
    final Pairs knightSupported;
    final Pairs knightOutpost;
    final Pairs bishopXray;
    final Pairs rookXray;
    final Pairs queenXray;
    final Pairs rookOpen;
    final Pairs rookSemiOpen;
    final Pairs queenOpen;
    final Pairs queenSemiOpen;
    final Pairs rookSeventh;
    final Pairs bishopPair;
    final Pairs diagonalOwnPawns;
    final Pairs attackWeight;
    final Pairs safetyTable;
    /** Piece values, mobility tables, attack worth, safe-check bonus and White's PSQT, indexed by PieceType. */
    final Pairs[] pieceValue = new Pairs[PieceType.KING + 1];
    final Pairs[] mobility = new Pairs[PieceType.KING + 1];
    final Pairs[] attackWorth = new Pairs[PieceType.KING + 1];
    final Pairs[] safeCheck = new Pairs[PieceType.KING + 1];
    final Pairs[] psqt = new Pairs[PieceType.KING + 1];
    /** The original's stored Black tables (Black's view, negated rank mirror of White's); read for checking only. */
    final Pairs[] psqtBlack = new Pairs[PieceType.KING + 1];
    final int[] knightValueWithPawns;

    final int phaseMgLimit;
    final int phaseEgLimit;
    final int[] phaseScore = new int[PieceType.KING + 1];

    final int endgameDivisorNumerator;
    final int endgameDivisorDenominator;
    final int phaseScale;
    final int attackScale;
    final int rescaleNoPawnDivisor;
    final int rescaleOnePawnDivisor;
    final int drawMinorLimit;
    final int rescalePawnLimit;

    FabChessParameters(ParameterSet p) {
        this.source = p;
        tempo = pair(p, "TEMPO_BONUS");
        shieldMissing = pairs(p, "SHIELDING_PAWN_MISSING", 4);
        shieldMissingOnOpenFile = pairs(p, "SHIELDING_PAWN_MISSING_ON_OPEN_FILE", 4);
        doubled = pair(p, "PAWN_DOUBLED_VALUE");
        isolated = pair(p, "PAWN_ISOLATED_VALUE");
        backward = pair(p, "PAWN_BACKWARD_VALUE");
        supported = pairs(p, "PAWN_SUPPORTED_VALUE", SQUARES);
        centreAttack = pair(p, "PAWN_ATTACK_CENTER");
        pawnMobility = pair(p, "PAWN_MOBILITY");
        passedRank = pairs(p, "PAWN_PASSED_VALUES", 7);
        passedNotBlocked = pairs(p, "PAWN_PASSED_NOT_BLOCKED_VALUES", 7);
        passedKingDistance = pairs(p, "PASSED_KING_DISTANCE", 7);
        passedEnemyKingDistance = pairs(p, "PASSED_ENEMY_KING_DISTANCE", 7);
        passedSubtractDistance = pairs(p, "PASSED_SUBTRACT_DISTANCE", 13);
        rookBehindSupport = pair(p, "ROOK_BEHIND_SUPPORT_PASSER");
        rookBehindEnemy = pair(p, "ROOK_BEHIND_ENEMY_PASSER");
        passedWeak = pair(p, "PAWN_PASSED_WEAK");
        knightSupported = pair(p, "KNIGHT_SUPPORTED_BY_PAWN");
        knightOutpost = pairs(p, "KNIGHT_OUTPOST_TABLE", SQUARES);
        bishopXray = pair(p, "BISHOP_XRAY_KING");
        rookXray = pair(p, "ROOK_XRAY_KING");
        queenXray = pair(p, "QUEEN_XRAY_KING");
        rookOpen = pair(p, "ROOK_ON_OPEN_FILE_BONUS");
        rookSemiOpen = pair(p, "ROOK_ON_SEMI_OPEN_FILE_BONUS");
        queenOpen = pair(p, "QUEEN_ON_OPEN_FILE_BONUS");
        queenSemiOpen = pair(p, "QUEEN_ON_SEMI_OPEN_FILE_BONUS");
        rookSeventh = pair(p, "ROOK_ON_SEVENTH");
        pieceValue[PieceType.PAWN] = pair(p, "PAWN_PIECE_VALUE");
        pieceValue[PieceType.KNIGHT] = pair(p, "KNIGHT_PIECE_VALUE");
        knightValueWithPawns = p.values("KNIGHT_VALUE_WITH_PAWNS", PAWN_COUNTS);
        pieceValue[PieceType.BISHOP] = pair(p, "BISHOP_PIECE_VALUE");
        bishopPair = pair(p, "BISHOP_PAIR_BONUS");
        pieceValue[PieceType.ROOK] = pair(p, "ROOK_PIECE_VALUE");
        pieceValue[PieceType.QUEEN] = pair(p, "QUEEN_PIECE_VALUE");
        diagonalOwnPawns = pairs(p, "DIAGONALLY_ADJACENT_SQUARES_WITH_OWN_PAWNS", 5);
        mobility[PieceType.KNIGHT] = pairs(p, "KNIGHT_MOBILITY_BONUS", 9);
        mobility[PieceType.BISHOP] = pairs(p, "BISHOP_MOBILITY_BONUS", 14);
        mobility[PieceType.ROOK] = pairs(p, "ROOK_MOBILITY_BONUS", 15);
        mobility[PieceType.QUEEN] = pairs(p, "QUEEN_MOBILITY_BONUS", 28);
        attackWeight = pairs(p, "ATTACK_WEIGHT", 8);
        safetyTable = pairs(p, "SAFETY_TABLE", 100);
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            String name = PieceType.name(type).toUpperCase(java.util.Locale.ROOT);
            // a side's attack units (worth x targets, plus safe checks) index SAFETY_TABLE: never below 0
            attackWorth[type] = nonNegative(p, name + "_ATTACK_WORTH");
            safeCheck[type] = nonNegative(p, name + "_SAFE_CHECK");
        }
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            String name = PieceType.name(type).toUpperCase(java.util.Locale.ROOT);
            psqt[type] = pairs(p, "PSQT_" + name + "_WHITE", SQUARES);
            psqtBlack[type] = pairs(p, "PSQT_" + name + "_BLACK", SQUARES);
        }
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            phaseScore[type] = p.value("PHASE_SCORE_" + PieceType.name(type).toUpperCase(java.util.Locale.ROOT));
        }
        phaseMgLimit = p.value("PHASE_MG_LIMIT");
        phaseEgLimit = p.value("PHASE_EG_LIMIT");
        if (phaseMgLimit <= phaseEgLimit) {
            throw invalid(p, "PHASE_MG_LIMIT", "must exceed PHASE_EG_LIMIT (" + phaseEgLimit + ")");
        }
        int[] divisor = divisors(p, "ENDGAME_DIVISOR", 2);
        endgameDivisorNumerator = divisor[0];
        endgameDivisorDenominator = divisor[1];
        phaseScale = divisors(p, "PHASE_SCALE", 1)[0];
        attackScale = divisors(p, "ATTACK_SCALE", 1)[0];
        int[] rescale = divisors(p, "RESCALE_DIVISORS", 2);
        rescaleNoPawnDivisor = rescale[0];
        rescaleOnePawnDivisor = rescale[1];
        drawMinorLimit = p.value("DRAW_MINOR_LIMIT");
        rescalePawnLimit = p.value("RESCALE_PAWN_LIMIT");
    }

    ParameterSet source() {
        return source;
    }

    private static Pairs pair(ParameterSet p, String name) {
        return Pairs.of(p.values(name, 2));
    }

    private static Pairs pairs(ParameterSet p, String name, int count) {
        return Pairs.of(p.values(name, 2 * count));
    }

    private static Pairs nonNegative(ParameterSet p, String name) {
        int[] values = p.values(name, 2);
        if (values[0] < 0 || values[1] < 0) {
            throw invalid(p, name, "must not be negative (attack units index SAFETY_TABLE)");
        }
        return Pairs.of(values);
    }

    /** Values the evaluation divides by (the phase scale divides the mix, in double too): none may be 0. */
    private static int[] divisors(ParameterSet p, String name, int count) {
        int[] values = p.values(name, count);
        for (int v : values) {
            if (v == 0) {
                throw invalid(p, name, "is a divisor: must not be 0");
            }
        }
        return values;
    }

    private static ParameterFileException invalid(ParameterSet p, String name, String reason) {
        return new ParameterFileException(p.origin() + ", line " + p.parameter(name).line() + ": parameter " + name
                + " " + reason);
    }
}
