package evalbench.toga;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterSet;
import evalbench.fruit.FruitParameters;
import java.util.Set;

/**
 * The Toga II 3.0 parameter set as typed values. The stages Toga kept from Fruit 2.1 read {@link #fruit()}, Fruit's
 * reader over the same set (Fruit's names, Toga's numbers); Toga's own stages read the fields here. Arrays by piece
 * type use {@link PieceType} codes (index 0 unused).
 */
final class TogaParameters {
    /** Fruit scalars of stages Toga replaced (queen mobility, the shelter formula): not in Toga's set. */
    static final Set<String> REPLACED_FRUIT_NAMES = Set.of("QueenUnit", "QueenMobOpening", "QueenMobEndgame",
            "ShelterFileMax");

    private final ParameterSet source;
    private final FruitParameters fruit;

    final int mulUnit;

    // material
    final int[] materialOpening = new int[7];
    final int[] materialEndgame = new int[7];
    final int exchangeBonus;
    /** Endgame bonus for a lead of one pawn, and of two or more, in a king-and-pawns ending. */
    final int[] pawnEndingBonus;
    final int rookEndingPenalty;
    final int queenKnightVsQueenBishop;

    // tempo
    final int tempoOpening;
    final int tempoEndgame;

    // pieces
    final int mobMove;
    final int mobAttack;
    final int mobDefense;
    final int mobPieceDefense;
    final int[] mobUnit = new int[7];
    final int[] mobOpening = new int[7];
    final int[] mobEndgame = new int[7];
    final int bishopRetreat;
    /** White's view, by square a1..h8. */
    final int[] knightOutpost;
    final int queenTropism;
    /** By the number of pieces on the enemy's half (16 entries: a side has at most 15 pieces besides its king). */
    final int[] spaceWeight;
    final int[] spaceUnit = new int[7];

    // king
    final int kingAttackReach;
    final int[] shelterFront;
    final int[] shelterOpenSide;
    final int[] shelterClosedSide;
    final int weakBackRank;

    // lazy evaluation
    final int lazyMinPieces;
    final int lazyMargin;
    final int lazyMobilityMargin;

    /** Reads and checks every parameter; a missing or wrongly sized one is a ParameterFileException. */
    TogaParameters(ParameterSet set) {
        this.source = set;
        this.fruit = new FruitParameters(set, REPLACED_FRUIT_NAMES);
        mulUnit = set.value("MulUnit"); // Fruit's reader has checked it (positive)

        byPieceType(set, "Opening", materialOpening);
        byPieceType(set, "Endgame", materialEndgame);
        materialOpening[PieceType.PAWN] = set.value("PawnOpening");
        materialEndgame[PieceType.PAWN] = set.value("PawnEndgame");
        exchangeBonus = set.value("ExchangeBonus");
        pawnEndingBonus = set.values("PawnEndingBonus", 2);
        rookEndingPenalty = set.value("RookEndingPenalty");
        queenKnightVsQueenBishop = set.value("QueenKnightVsQueenBishop");

        tempoOpening = set.value("TempoOpening");
        tempoEndgame = set.value("TempoEndgame");

        mobMove = set.value("MobMove");
        mobAttack = set.value("MobAttack");
        mobDefense = set.value("MobDefense");
        mobPieceDefense = set.value("MobPieceDefense");
        for (int type = PieceType.KNIGHT; type <= PieceType.ROOK; type++) {
            String name = PIECE_NAMES[type];
            mobUnit[type] = set.value(name + "Unit");
            mobOpening[type] = set.value(name + "MobOpening");
            mobEndgame[type] = set.value(name + "MobEndgame");
        }
        bishopRetreat = set.value("BishopRetreat");
        knightOutpost = set.values("KnightOutpost", 64);
        queenTropism = set.value("QueenTropism");
        spaceWeight = set.values("SpaceWeight", 16);
        System.arraycopy(set.values("SpaceUnit", 4), 0, spaceUnit, PieceType.KNIGHT, 4);

        kingAttackReach = set.value("KingAttackReach");
        shelterFront = set.values("ShelterFront", 8);
        shelterOpenSide = set.values("ShelterOpenSide", 8);
        shelterClosedSide = set.values("ShelterClosedSide", 8);
        weakBackRank = set.value("WeakBackRank");

        lazyMinPieces = set.value("LazyMinPieces");
        lazyMargin = set.value("LazyMargin");
        lazyMobilityMargin = set.value("LazyMobilityMargin");
    }

    private static final String[] PIECE_NAMES = {"", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King"};

    /** Reads Knight{suffix} .. Queen{suffix} into a by-piece-type array. */
    private static void byPieceType(ParameterSet set, String suffix, int[] into) {
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            into[type] = set.value(PIECE_NAMES[type] + suffix);
        }
    }

    /** The parameter set these values were read from. */
    ParameterSet source() {
        return source;
    }

    /** Fruit's reader over the same set, for the stages Toga kept. */
    FruitParameters fruit() {
        return fruit;
    }
}
