package evalbench.core.eval;

import java.util.List;
import java.util.Set;

/**
 * The shared vocabulary of term ids: the same feature has the same id in every model (the seeds' mapping
 * of Fruit terms to Rybka terms). A model may report further ids of its own; those are shown as
 * "this model only".
 */
public final class TermIds {
    public static final String MATERIAL = "material";
    public static final String PST = "pst";
    public static final String PAWNS_DOUBLED = "pawns/doubled";
    public static final String PAWNS_ISOLATED = "pawns/isolated";
    public static final String PAWNS_BACKWARD = "pawns/backward";
    public static final String PAWNS_CANDIDATE = "pawns/candidate";
    public static final String MOBILITY_KNIGHT = "pieces/mobility/knight";
    public static final String MOBILITY_BISHOP = "pieces/mobility/bishop";
    public static final String MOBILITY_ROOK = "pieces/mobility/rook";
    public static final String MOBILITY_QUEEN = "pieces/mobility/queen";
    public static final String ROOK_OPEN_FILE = "pieces/rook/open-file";
    public static final String ROOK_KING_FILE = "pieces/rook/king-file";
    public static final String ROOK_SEVENTH = "pieces/seventh/rook";
    public static final String QUEEN_SEVENTH = "pieces/seventh/queen";
    public static final String KING_ATTACK = "king/attack";
    public static final String KING_SHELTER = "king/shelter";
    public static final String KING_STORM = "king/storm";
    public static final String PASSERS_RANK = "passers/rank";
    public static final String PASSERS_UNSTOPPABLE = "passers/unstoppable";
    public static final String PASSERS_FREE = "passers/free";
    public static final String PASSERS_KING_DISTANCE = "passers/king-distance";
    public static final String TRAPPED_BISHOP = "patterns/trapped-bishop";
    public static final String BLOCKED_BISHOP = "patterns/blocked-bishop";
    public static final String BLOCKED_ROOK = "patterns/blocked-rook";

    /** Display order of the groups (the seeds' order). */
    public static final List<String> GROUPS = List.of(
            "material", "pst", "pawns", "pieces", "king", "passers", "patterns");

    public static final Set<String> SHARED = Set.of(MATERIAL, PST, PAWNS_DOUBLED, PAWNS_ISOLATED, PAWNS_BACKWARD,
            PAWNS_CANDIDATE, MOBILITY_KNIGHT, MOBILITY_BISHOP, MOBILITY_ROOK, MOBILITY_QUEEN, ROOK_OPEN_FILE,
            ROOK_KING_FILE, ROOK_SEVENTH, QUEEN_SEVENTH, KING_ATTACK, KING_SHELTER, KING_STORM, PASSERS_RANK,
            PASSERS_UNSTOPPABLE, PASSERS_FREE, PASSERS_KING_DISTANCE, TRAPPED_BISHOP, BLOCKED_BISHOP, BLOCKED_ROOK);

    private TermIds() {
    }
}
