package evalbench.toga;

import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermIds;
import java.util.List;

/**
 * The Toga model's terms: sheet indices, their definitions and Toga's stages, in the order eval() runs them. The
 * stages Toga kept from Fruit (piece-square tables, pawns, passers, patterns, rook files and 7th rank) record under
 * Fruit's sheet indices ({@link evalbench.fruit.Terms}), so those indices are the same here; Toga's changed and new
 * terms take the others. Shared ids ({@link TermIds}) where the feature is Fruit's, own ids where Toga added one.
 */
public final class Terms {
    public static final String PROVENANCE = "toga-ii-3.0";
    private static final String FRUIT = evalbench.fruit.Terms.PROVENANCE;

    public static final String STAGE_MATERIAL = "mat";
    public static final String STAGE_PST = "pst";
    public static final String STAGE_PAWN = "pawn";
    public static final String STAGE_TEMPO = "tempo";
    public static final String STAGE_PATTERN = "pattern";
    public static final String STAGE_KING = "king";
    public static final String STAGE_PASSER = "passer";
    public static final String STAGE_PIECE = "piece";

    /** Toga's stages in the order eval() runs them (the reference file's order). */
    public static final List<String> STAGES = List.of(STAGE_MATERIAL, STAGE_PST, STAGE_PAWN, STAGE_TEMPO,
            STAGE_PATTERN, STAGE_KING, STAGE_PASSER, STAGE_PIECE);

    // Toga's own ids: features Fruit 2.1 does not have
    public static final String TEMPO_ID = "tempo";
    public static final String EXCHANGE_ID = "material/exchange";
    public static final String PAWN_ENDING_ID = "material/pawn-ending";
    public static final String ROOK_ENDING_ID = "material/rook-ending";
    public static final String QUEEN_MINOR_ID = "material/queen-knight-vs-queen-bishop";
    public static final String KNIGHT_OUTPOST_ID = "pieces/outpost/knight";
    public static final String QUEEN_TROPISM_ID = "pieces/queen/tropism";
    public static final String SPACE_ID = "pieces/space";
    public static final String STORM_AGAIN_ID = "king/storm-again";

    // indices shared with Fruit's sheet (the kept stages write these)
    public static final int MATERIAL = evalbench.fruit.Terms.MATERIAL;
    public static final int BISHOP_PAIR = evalbench.fruit.Terms.BISHOP_PAIR;
    public static final int PST = evalbench.fruit.Terms.PST;
    public static final int DOUBLED = evalbench.fruit.Terms.DOUBLED;
    public static final int ISOLATED = evalbench.fruit.Terms.ISOLATED;
    public static final int BACKWARD = evalbench.fruit.Terms.BACKWARD;
    public static final int CANDIDATE = evalbench.fruit.Terms.CANDIDATE;
    public static final int MOBILITY_KNIGHT = evalbench.fruit.Terms.MOBILITY_KNIGHT;
    public static final int MOBILITY_BISHOP = evalbench.fruit.Terms.MOBILITY_BISHOP;
    public static final int MOBILITY_ROOK = evalbench.fruit.Terms.MOBILITY_ROOK;
    /** Fruit's queen-mobility slot: Toga replaced queen mobility by the tropism. */
    public static final int QUEEN_TROPISM = evalbench.fruit.Terms.MOBILITY_QUEEN;
    public static final int ROOK_OPEN_FILE = evalbench.fruit.Terms.ROOK_OPEN_FILE;
    public static final int ROOK_KING_FILE = evalbench.fruit.Terms.ROOK_KING_FILE;
    public static final int ROOK_SEVENTH = evalbench.fruit.Terms.ROOK_SEVENTH;
    public static final int QUEEN_SEVENTH = evalbench.fruit.Terms.QUEEN_SEVENTH;
    public static final int KING_SHELTER = evalbench.fruit.Terms.KING_SHELTER;
    public static final int KING_STORM = evalbench.fruit.Terms.KING_STORM;
    public static final int KING_ATTACK = evalbench.fruit.Terms.KING_ATTACK;
    public static final int PASSER_RANK = evalbench.fruit.Terms.PASSER_RANK;
    public static final int PASSER_UNSTOPPABLE = evalbench.fruit.Terms.PASSER_UNSTOPPABLE;
    public static final int PASSER_FREE = evalbench.fruit.Terms.PASSER_FREE;
    public static final int PASSER_KING_DISTANCE = evalbench.fruit.Terms.PASSER_KING_DISTANCE;
    public static final int TRAPPED_BISHOP = evalbench.fruit.Terms.TRAPPED_BISHOP;
    public static final int BLOCKED_BISHOP = evalbench.fruit.Terms.BLOCKED_BISHOP;
    public static final int BLOCKED_ROOK = evalbench.fruit.Terms.BLOCKED_ROOK;
    // Toga's own indices
    public static final int TEMPO = evalbench.fruit.Terms.COUNT;
    public static final int EXCHANGE = TEMPO + 1;
    public static final int PAWN_ENDING = TEMPO + 2;
    public static final int ROOK_ENDING = TEMPO + 3;
    public static final int QUEEN_MINOR = TEMPO + 4;
    public static final int KNIGHT_OUTPOST = TEMPO + 5;
    public static final int SPACE = TEMPO + 6;
    public static final int STORM_AGAIN = TEMPO + 7;
    public static final int COUNT = TEMPO + 8;

    /** Definitions in sheet-index order. */
    public static final List<TermDef> DEFINITIONS = List.of(
            def(TermIds.MATERIAL, "Material (piece values)", STAGE_MATERIAL, PROVENANCE),
            def(evalbench.fruit.Terms.BISHOP_PAIR_ID, "Bishop pair", STAGE_MATERIAL, PROVENANCE),
            def(TermIds.PST, "Piece-square tables", STAGE_PST, FRUIT),
            def(TermIds.PAWNS_DOUBLED, "Doubled pawns", STAGE_PAWN, FRUIT),
            def(TermIds.PAWNS_ISOLATED, "Isolated pawns", STAGE_PAWN, FRUIT),
            def(TermIds.PAWNS_BACKWARD, "Backward pawns", STAGE_PAWN, FRUIT),
            def(TermIds.PAWNS_CANDIDATE, "Candidate passed pawns", STAGE_PAWN, FRUIT),
            def(TermIds.MOBILITY_KNIGHT, "Knight mobility (squares no enemy pawn attacks)", STAGE_PIECE, PROVENANCE),
            def(TermIds.MOBILITY_BISHOP, "Bishop mobility (forward diagonals, retreat)", STAGE_PIECE, PROVENANCE),
            def(TermIds.MOBILITY_ROOK, "Rook mobility", STAGE_PIECE, PROVENANCE),
            def(QUEEN_TROPISM_ID, "Queen near the enemy king", STAGE_PIECE, PROVENANCE),
            def(TermIds.ROOK_OPEN_FILE, "Rook on a semi-open / open file", STAGE_PIECE, FRUIT),
            def(TermIds.ROOK_KING_FILE, "Rook on or beside the enemy king's file", STAGE_PIECE, FRUIT),
            def(TermIds.ROOK_SEVENTH, "Rook on the 7th rank", STAGE_PIECE, FRUIT),
            def(TermIds.QUEEN_SEVENTH, "Queen on the 7th rank", STAGE_PIECE, FRUIT),
            def(TermIds.KING_SHELTER, "King pawn shelter", STAGE_KING, PROVENANCE),
            def(TermIds.KING_STORM, "Enemy pawn storm (in the shelter average)", STAGE_KING, PROVENANCE),
            def(TermIds.KING_ATTACK, "Pieces attacking the king zone", STAGE_KING, PROVENANCE),
            def(TermIds.PASSERS_RANK, "Passed pawn by rank", STAGE_PASSER, FRUIT),
            def(TermIds.PASSERS_UNSTOPPABLE, "Unstoppable / king-escorted passer", STAGE_PASSER, FRUIT),
            def(TermIds.PASSERS_FREE, "Free passer (safe advance)", STAGE_PASSER, FRUIT),
            def(TermIds.PASSERS_KING_DISTANCE, "King distances to the passer", STAGE_PASSER, FRUIT),
            def(TermIds.TRAPPED_BISHOP, "Trapped bishop", STAGE_PATTERN, FRUIT),
            def(TermIds.BLOCKED_BISHOP, "Blocked bishop", STAGE_PATTERN, FRUIT),
            def(TermIds.BLOCKED_ROOK, "Blocked rook", STAGE_PATTERN, FRUIT),
            def(TEMPO_ID, "Side to move (tempo)", STAGE_TEMPO, PROVENANCE),
            def(EXCHANGE_ID, "More pieces against more pawns (exchange bonus)", STAGE_MATERIAL, PROVENANCE),
            def(PAWN_ENDING_ID, "Pawn lead in a king-and-pawns ending", STAGE_MATERIAL, PROVENANCE),
            def(ROOK_ENDING_ID, "More pawns in a rook ending (drawish)", STAGE_MATERIAL, PROVENANCE),
            def(QUEEN_MINOR_ID, "Queen + knight against queen + bishop", STAGE_MATERIAL, PROVENANCE),
            def(KNIGHT_OUTPOST_ID, "Knight outpost defended by pawns", STAGE_PIECE, PROVENANCE),
            def(SPACE_ID, "Pieces in the enemy half (space)", STAGE_PIECE, PROVENANCE),
            def(STORM_AGAIN_ID, "Enemy pawn storm, counted once more", STAGE_KING, PROVENANCE));

    private Terms() {
    }

    private static TermDef def(String id, String label, String stage, String provenance) {
        return new TermDef(id, label, stage, provenance);
    }
}
