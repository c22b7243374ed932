package evalbench.rybka;

import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermIds;
import java.util.List;

/**
 * The terms the Rybka model reports: index constants for the {@link evalbench.core.eval.ScoreSheet} and their
 * definitions. Stages are the reference file's stage names, so stage sums equal its stage columns. The
 * provenance is the tag of the numbers behind a term ("conflict" where the rule follows Strelka against
 * the seeds).
 */
final class Terms {
    static final String STAGE_MATERIAL = "material";
    static final String STAGE_PST = "pst";
    static final String STAGE_PAWNS = "pawns";
    static final String STAGE_PIECES = "pieces";
    static final String STAGE_KING_ATTACK = "king_attack";
    static final String STAGE_PASSERS = "passers";
    static final String STAGE_PATTERNS = "patterns";
    static final List<String> STAGES = List.of(STAGE_MATERIAL, STAGE_PST, STAGE_PAWNS, STAGE_PIECES,
            STAGE_KING_ATTACK, STAGE_PASSERS, STAGE_PATTERNS);

    /** Ids only Rybka has. */
    static final String MATERIAL_TABLE_ID = "material/table";
    static final String PASSERS_UNBLOCKED_OWN_ID = "passers/unblocked-own";
    static final String PASSERS_UNBLOCKED_OPP_ID = "passers/unblocked-opp";

    static final int MATERIAL = 0;
    static final int MATERIAL_TABLE = 1;
    static final int PST = 2;
    static final int DOUBLED = 3;
    static final int ISOLATED = 4;
    static final int BACKWARD = 5;
    static final int CANDIDATE = 6;
    static final int SHELTER = 7;
    static final int STORM = 8;
    static final int MOBILITY_KNIGHT = 9;
    static final int MOBILITY_BISHOP = 10;
    static final int MOBILITY_ROOK = 11;
    static final int MOBILITY_QUEEN = 12;
    static final int ROOK_OPEN_FILE = 13;
    static final int ROOK_KING_FILE = 14;
    static final int ROOK_SEVENTH = 15;
    static final int QUEEN_SEVENTH = 16;
    static final int KING_ATTACK = 17;
    static final int PASSER_RANK = 18;
    static final int PASSER_UNSTOPPABLE = 19;
    static final int PASSER_UNBLOCKED_OWN = 20;
    static final int PASSER_UNBLOCKED_OPP = 21;
    static final int PASSER_FREE = 22;
    static final int PASSER_KING_DISTANCE = 23;
    static final int TRAPPED_BISHOP = 24;
    static final int BLOCKED_BISHOP = 25;
    static final int BLOCKED_ROOK = 26;
    static final int COUNT = 27;

    /** Mobility term of a piece type (knight..queen); index = PieceType. */
    static final int[] MOBILITY_BY_TYPE = {-1, -1, MOBILITY_KNIGHT, MOBILITY_BISHOP, MOBILITY_ROOK, MOBILITY_QUEEN};

    static final List<TermDef> DEFS = List.of(
            new TermDef(TermIds.MATERIAL, "Material (count difference x 3399)", STAGE_MATERIAL, "seed"),
            new TermDef(MATERIAL_TABLE_ID, "Material table imbalance", STAGE_MATERIAL, "strelka"),
            new TermDef(TermIds.PST, "Piece-square tables", STAGE_PST, "seed"),
            new TermDef(TermIds.PAWNS_DOUBLED, "Doubled pawns (every pawn of the file)", STAGE_PAWNS, "conflict"),
            new TermDef(TermIds.PAWNS_ISOLATED, "Isolated pawns", STAGE_PAWNS, "strelka"),
            new TermDef(TermIds.PAWNS_BACKWARD, "Backward pawns", STAGE_PAWNS, "strelka"),
            new TermDef(TermIds.PAWNS_CANDIDATE, "Candidate passed pawns", STAGE_PAWNS, "seed"),
            new TermDef(TermIds.KING_SHELTER, "King shelter (own pawns)", STAGE_PAWNS, "conflict"),
            new TermDef(TermIds.KING_STORM, "Pawn storm (enemy pawns)", STAGE_PAWNS, "seed"),
            new TermDef(TermIds.MOBILITY_KNIGHT, "Knight mobility", STAGE_PIECES, "strelka"),
            new TermDef(TermIds.MOBILITY_BISHOP, "Bishop mobility", STAGE_PIECES, "strelka"),
            new TermDef(TermIds.MOBILITY_ROOK, "Rook mobility", STAGE_PIECES, "strelka"),
            new TermDef(TermIds.MOBILITY_QUEEN, "Queen mobility", STAGE_PIECES, "strelka"),
            new TermDef(TermIds.ROOK_OPEN_FILE, "Rook on a (semi-)open file", STAGE_PIECES, "seed"),
            new TermDef(TermIds.ROOK_KING_FILE, "Rook file towards the enemy king", STAGE_PIECES, "seed"),
            new TermDef(TermIds.ROOK_SEVENTH, "Rook on the 7th", STAGE_PIECES, "strelka"),
            new TermDef(TermIds.QUEEN_SEVENTH, "Queen on the 7th", STAGE_PIECES, "strelka"),
            new TermDef(TermIds.KING_ATTACK, "Attack on the enemy king", STAGE_KING_ATTACK, "strelka"),
            new TermDef(TermIds.PASSERS_RANK, "Passed pawn by rank", STAGE_PASSERS, "seed"),
            new TermDef(TermIds.PASSERS_UNSTOPPABLE, "Unstoppable passer", STAGE_PASSERS, "conflict"),
            new TermDef(PASSERS_UNBLOCKED_OWN_ID, "Passer path free of own pieces", STAGE_PASSERS, "seed"),
            new TermDef(PASSERS_UNBLOCKED_OPP_ID, "Passer path free of enemy pieces", STAGE_PASSERS, "seed"),
            new TermDef(TermIds.PASSERS_FREE, "Passer path covered by own attacks", STAGE_PASSERS, "seed"),
            new TermDef(TermIds.PASSERS_KING_DISTANCE, "King distances to the passer's stop square", STAGE_PASSERS,
                    "seed"),
            new TermDef(TermIds.TRAPPED_BISHOP, "Trapped bishop", STAGE_PATTERNS, "strelka"),
            new TermDef(TermIds.BLOCKED_BISHOP, "Blocked bishop", STAGE_PATTERNS, "strelka"),
            new TermDef(TermIds.BLOCKED_ROOK, "Blocked rook", STAGE_PATTERNS, "strelka"));

    private Terms() {
    }
}
