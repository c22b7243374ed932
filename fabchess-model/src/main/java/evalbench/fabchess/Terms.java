package evalbench.fabchess;

import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermIds;
import java.util.ArrayList;
import java.util.List;

/**
 * The FabChess model's terms: sheet indices, their definitions (shared term ids where the feature is the one
 * Fruit and Rybka have, FabChess's own ids otherwise) and the reference file's column each term is printed in.
 * A term's stage is the group FabChess prints a sum for ({@code psqt}, {@code material}, {@code pawns},
 * {@code knights}, {@code piecewise}, {@code king_shelter}; the tempo stands alone). Terms are listed in the
 * reference file's column order.
 */
final class Terms {
    static final String PROVENANCE = "fabchess-1.15";

    static final String STAGE_TEMPO = "tempo";
    static final String STAGE_PSQT = "psqt";
    static final String STAGE_MATERIAL = "material";
    static final String STAGE_PAWNS = "pawns";
    static final String STAGE_KNIGHTS = "knights";
    static final String STAGE_PIECEWISE = "piecewise";
    static final String STAGE_KING_SHELTER = "king_shelter";

    /** FabChess's groups in print order; every one but the tempo has a sum column of its own name. */
    static final List<String> STAGES = List.of(STAGE_TEMPO, STAGE_PSQT, STAGE_MATERIAL, STAGE_PAWNS, STAGE_KNIGHTS,
            STAGE_PIECEWISE, STAGE_KING_SHELTER);

    static final int TEMPO = 0;
    /** PSQT_PAWN + (type - PieceType.PAWN): pawn, knight, bishop, rook, queen, king. */
    static final int PSQT_PAWN = 1;
    /** MATERIAL_PAWN + (type - PieceType.PAWN) for pawn, knight, bishop; the pair sits between bishop and rook. */
    static final int MATERIAL_PAWN = 7;
    static final int MATERIAL_KNIGHT = 8;
    static final int MATERIAL_BISHOP = 9;
    static final int BISHOP_PAIR = 10;
    static final int MATERIAL_ROOK = 11;
    static final int MATERIAL_QUEEN = 12;
    static final int DOUBLED = 13;
    static final int ISOLATED = 14;
    static final int BACKWARD = 15;
    static final int SUPPORTED = 16;
    static final int CENTRE_ATTACK = 17;
    static final int PAWN_MOBILITY = 18;
    static final int PASSER_RANK = 19;
    static final int PASSER_FREE = 20;
    static final int PASSER_ROOK_BEHIND = 21;
    static final int PASSER_ENEMY_ROOK_BEHIND = 22;
    static final int PASSER_WEAK = 23;
    static final int PASSER_KING_DISTANCE = 24;
    static final int KNIGHT_SUPPORTED = 25;
    static final int KNIGHT_OUTPOST = 26;
    static final int MOBILITY_KNIGHT = 27;
    static final int MOBILITY_BISHOP = 28;
    static final int BISHOP_OWN_PAWNS = 29;
    static final int MOBILITY_ROOK = 30;
    static final int MOBILITY_QUEEN = 31;
    static final int XRAY_BISHOP = 32;
    static final int XRAY_ROOK = 33;
    static final int XRAY_QUEEN = 34;
    static final int ROOK_OPEN = 35;
    static final int ROOK_SEMI_OPEN = 36;
    static final int QUEEN_OPEN = 37;
    static final int QUEEN_SEMI_OPEN = 38;
    static final int ROOK_SEVENTH = 39;
    static final int KING_ATTACK = 40;
    static final int SHIELD_MISSING = 41;
    static final int SHIELD_MISSING_OPEN = 42;
    static final int COUNT = 43;

    /** Mobility term of a piece type (knight..queen), indexed by PieceType. */
    static final int[] MOBILITY_BY_TYPE = {-1, -1, MOBILITY_KNIGHT, MOBILITY_BISHOP, MOBILITY_ROOK, MOBILITY_QUEEN};
    /** Material term of a piece type (pawn..queen), indexed by PieceType. */
    static final int[] MATERIAL_BY_TYPE = {-1, MATERIAL_PAWN, MATERIAL_KNIGHT, MATERIAL_BISHOP, MATERIAL_ROOK,
        MATERIAL_QUEEN};

    // FabChess's own ids (features neither Fruit nor Rybka has, or split where they have one term)
    static final String TEMPO_ID = "tempo";
    static final String BISHOP_PAIR_ID = "material/bishop-pair";
    static final String SUPPORTED_ID = "pawns/supported";
    static final String CENTRE_ATTACK_ID = "pawns/centre-attack";
    static final String PAWN_MOBILITY_ID = "pawns/mobility";
    static final String ROOK_BEHIND_ID = "passers/rook-behind";
    static final String ENEMY_ROOK_BEHIND_ID = "passers/enemy-rook-behind";
    static final String WEAK_ID = "passers/weak";
    static final String KNIGHT_SUPPORTED_ID = "pieces/knight/supported";
    static final String KNIGHT_OUTPOST_ID = "pieces/knight/outpost";
    static final String BISHOP_OWN_PAWNS_ID = "pieces/bishop/own-pawns";
    static final String XRAY_BISHOP_ID = "pieces/xray/bishop";
    static final String XRAY_ROOK_ID = "pieces/xray/rook";
    static final String XRAY_QUEEN_ID = "pieces/xray/queen";
    static final String ROOK_SEMI_OPEN_ID = "pieces/rook/semi-open-file";
    static final String QUEEN_OPEN_ID = "pieces/queen/open-file";
    static final String QUEEN_SEMI_OPEN_ID = "pieces/queen/semi-open-file";
    static final String SHELTER_OPEN_FILE_ID = "king/shelter-open-file";

    private static final List<TermDef> DEFS = new ArrayList<>();
    private static final List<String> COLUMNS = new ArrayList<>();

    static {
        add(TEMPO_ID, "Tempo (side to move)", STAGE_TEMPO, "tempo");
        for (String piece : List.of("pawn", "knight", "bishop", "rook", "queen", "king")) {
            add(TermIds.PST + "/" + piece, "Piece-square table: " + piece + "s", STAGE_PSQT, "psqt_" + piece);
        }
        add(TermIds.MATERIAL + "/pawn", "Material: pawns", STAGE_MATERIAL, "material_pawn");
        add(TermIds.MATERIAL + "/knight", "Material: knights (value by pawns on the board)", STAGE_MATERIAL,
                "material_knight");
        add(TermIds.MATERIAL + "/bishop", "Material: bishops", STAGE_MATERIAL, "material_bishop");
        add(BISHOP_PAIR_ID, "Bishop pair", STAGE_MATERIAL, "bishop_pair");
        add(TermIds.MATERIAL + "/rook", "Material: rooks", STAGE_MATERIAL, "material_rook");
        add(TermIds.MATERIAL + "/queen", "Material: queens", STAGE_MATERIAL, "material_queen");
        add(TermIds.PAWNS_DOUBLED, "Doubled pawns", STAGE_PAWNS, "pawn_doubled");
        add(TermIds.PAWNS_ISOLATED, "Isolated pawns", STAGE_PAWNS, "pawn_isolated");
        add(TermIds.PAWNS_BACKWARD, "Backward pawns (stop square)", STAGE_PAWNS, "pawn_backward");
        add(SUPPORTED_ID, "Pawns protected by a pawn (by square)", STAGE_PAWNS, "pawn_supported");
        add(CENTRE_ATTACK_ID, "Pawns attacking the centre", STAGE_PAWNS, "pawn_center_attack");
        add(PAWN_MOBILITY_ID, "Pawn mobility (attacks and pushes)", STAGE_PAWNS, "pawn_mobility");
        add(TermIds.PASSERS_RANK, "Passed pawn by rank", STAGE_PAWNS, "passer");
        add(TermIds.PASSERS_FREE, "Passer with an uncontested path", STAGE_PAWNS, "passer");
        add(ROOK_BEHIND_ID, "Own rook or queen behind a passer", STAGE_PAWNS, "passer_rook_behind");
        add(ENEMY_ROOK_BEHIND_ID, "Enemy rook or queen behind a passer", STAGE_PAWNS, "passer_enemy_rook_behind");
        add(WEAK_ID, "Weak passer (attacked, not defended)", STAGE_PAWNS, "passer_weak");
        add(TermIds.PASSERS_KING_DISTANCE, "King distances to the passer", STAGE_PAWNS, "passer_king_distance");
        add(KNIGHT_SUPPORTED_ID, "Knight protected by a pawn", STAGE_KNIGHTS, "knight_supported");
        add(KNIGHT_OUTPOST_ID, "Knight outpost (by square)", STAGE_KNIGHTS, "knight_outpost");
        add(TermIds.MOBILITY_KNIGHT, "Knight mobility", STAGE_PIECEWISE, "mobility_knight");
        add(TermIds.MOBILITY_BISHOP, "Bishop mobility", STAGE_PIECEWISE, "mobility_bishop");
        add(BISHOP_OWN_PAWNS_ID, "Bishop: own pawns on its diagonal neighbours", STAGE_PIECEWISE,
                "bishop_diag_pawns");
        add(TermIds.MOBILITY_ROOK, "Rook mobility", STAGE_PIECEWISE, "mobility_rook");
        add(TermIds.MOBILITY_QUEEN, "Queen mobility", STAGE_PIECEWISE, "mobility_queen");
        add(XRAY_BISHOP_ID, "Bishop x-rays the enemy king", STAGE_PIECEWISE, "xray_bishop");
        add(XRAY_ROOK_ID, "Rook x-rays the enemy king", STAGE_PIECEWISE, "xray_rook");
        add(XRAY_QUEEN_ID, "Queen x-rays the enemy king", STAGE_PIECEWISE, "xray_queen");
        add(TermIds.ROOK_OPEN_FILE, "Rook on an open file", STAGE_PIECEWISE, "rook_open");
        add(ROOK_SEMI_OPEN_ID, "Rook on a semi-open file", STAGE_PIECEWISE, "rook_semi_open");
        add(QUEEN_OPEN_ID, "Queen on an open file", STAGE_PIECEWISE, "queen_open");
        add(QUEEN_SEMI_OPEN_ID, "Queen on a semi-open file", STAGE_PIECEWISE, "queen_semi_open");
        add(TermIds.ROOK_SEVENTH, "Rook on the 7th rank", STAGE_PIECEWISE, "rook_seventh");
        add(TermIds.KING_ATTACK, "Attack on the enemy king (safety table)", STAGE_PIECEWISE, "king_attack");
        add(TermIds.KING_SHELTER, "King shield: files without an own pawn", STAGE_KING_SHELTER, "shield_missing");
        add(SHELTER_OPEN_FILE_ID, "King shield: missing files without an enemy pawn", STAGE_KING_SHELTER,
                "shield_open_missing");
    }

    /** Definitions in sheet-index order. */
    static final List<TermDef> DEFINITIONS = List.copyOf(DEFS);
    /** Reference column stem of every term, by sheet index (two terms share "passer"). */
    static final List<String> COLUMN_OF_TERM = List.copyOf(COLUMNS);

    private Terms() {
    }

    private static void add(String id, String label, String stage, String column) {
        DEFS.add(new TermDef(id, label, stage, PROVENANCE));
        COLUMNS.add(column);
    }
}
