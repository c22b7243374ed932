package evalbench.app.fake;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A tiny evaluator model that exists only in the app's test sources (registered in
 * {@code src/test/resources/META-INF/services}): with it on the class path every command and view must show a
 * third model with no change outside this folder. Material, a piece-square table by file, doubled pawns and a
 * term no other model has; phase 0..24 in centipawns.
 */
public final class MiniModel implements EvaluatorModel {
    public static final String ID = "mini";
    static final String RESOURCE = "/evalbench/app/fake/mini.params";
    public static final String OWN_TERM = "mini/centre-file";
    private static final Units UNITS = new Units("centipawn", 1, 24);
    private static final List<TermDef> TERMS = List.of(
            new TermDef(TermIds.MATERIAL, "Material", "material", "test"),
            new TermDef(TermIds.PAWNS_DOUBLED, "Doubled pawns", "pawn", "test"),
            new TermDef(OWN_TERM, "Pieces on the centre files", "pst", "test"));
    private static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};

    private final ParameterSet defaults = ParameterSet.fromResource(MiniModel.class, RESOURCE);
    private final String id;
    /** Doubled pawns: false = one per extra pawn on a file (a count), true = one if any file has two (yes/no). */
    private final boolean doubledYesNo;

    /** The registered model: doubled pawns counted. */
    public MiniModel() {
        this(ID, false);
    }

    private MiniModel(String id, boolean doubledYesNo) {
        this.id = id;
        this.doubledYesNo = doubledYesNo;
    }

    /** A model that is not registered, identical but for doubled pawns asked yes/no instead of counted. */
    public static MiniModel doubledYesNo() {
        return new MiniModel(ID + "-yesno", true);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String name() {
        return "Mini (test)";
    }

    @Override
    public Units units() {
        return UNITS;
    }

    @Override
    public List<TermDef> terms() {
        return TERMS;
    }

    @Override
    public ParameterSet defaultParameters() {
        return defaults;
    }

    @Override
    public ParameterSet loadParameters(Path file) throws IOException {
        return ParameterSet.fromFile(file, defaults, ParameterType.INT, MiniModel::check);
    }

    /** The names and counts the evaluator reads. */
    private static void check(ParameterSet set) {
        set.values("PieceValues", 6);
        set.values("CentreFile", 8);
        set.value("DoubledOpening");
        set.value("DoubledEndgame");
    }

    @Override
    public Evaluator create(ParameterSet parameters) {
        return new MiniEvaluator(this, parameters);
    }

    @Override
    public List<String> tsvColumns() {
        return List.of("eval_white");
    }

    @Override
    public List<String> tsvRow(Breakdown breakdown) {
        return List.of(Integer.toString(breakdown.whiteScore()));
    }

    /** The evaluator: both faces from one pass over a score sheet. */
    private static final class MiniEvaluator implements Evaluator {
        private final MiniModel model;
        private final ParameterSet set;
        private final ScoreSheet sheet = new ScoreSheet(TERMS.size());

        MiniEvaluator(MiniModel model, ParameterSet set) {
            this.model = model;
            this.set = set;
        }

        @Override
        public EvaluatorModel model() {
            return model;
        }

        @Override
        public ParameterSet parameters() {
            return set;
        }

        @Override
        public int evaluate(Position position) {
            int white = white(position, false);
            return position.sideToMove() == Colour.WHITE ? white : -white;
        }

        @Override
        public Breakdown explain(Position position) {
            int white = white(position, true);
            return Breakdown.builder(model, position.toFen()).phase(phase(position)).terms(TERMS, sheet)
                    .scores(white, white, position.sideToMove() == Colour.WHITE ? white : -white).build();
        }

        private int white(Position p, boolean record) {
            sheet.start(record);
            int[] values = set.values("PieceValues", 6);
            int[] file = set.values("CentreFile", 8);
            for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
                int material = 0;
                int centre = 0;
                for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                    long bb = p.pieces(colour, type);
                    material += Long.bitCount(bb) * values[type - PieceType.PAWN];
                    for (long b = bb; b != 0; b &= b - 1) {
                        centre += file[Long.numberOfTrailingZeros(b) & 7];
                    }
                }
                long pawns = p.pieces(colour, PieceType.PAWN);
                int doubled = 0;
                for (int f = 0; f < 8; f++) {
                    doubled += Math.max(0, Long.bitCount(pawns & (Bitboards.FILE_A << f)) - 1);
                }
                if (model.doubledYesNo) {
                    doubled = Math.min(doubled, 1);
                }
                sheet.add(0, colour, material, material);
                sheet.add(1, colour, doubled * set.value("DoubledOpening"), doubled * set.value("DoubledEndgame"));
                sheet.add(2, colour, centre, centre);
            }
            return (int) Math.round(UNITS.mixedCentipawns(sheet.totalOpening(), sheet.totalEndgame(), phase(p)));
        }

        private static int phase(Position p) {
            int left = 0;
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                left += PHASE[type] * Long.bitCount(p.piecesOfType(type));
            }
            return Math.max(0, 24 - left);
        }
    }
}
