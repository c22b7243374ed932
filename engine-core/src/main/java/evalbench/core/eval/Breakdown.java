package evalbench.core.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an evaluator computed for one position, term by term: the terms (native units, per side and
 * stage), the phase, scale factors, tempo and the final score. Built by the evaluator itself from the
 * {@link ScoreSheet} its normal code filled, so the terms always add up to what {@link Evaluator#evaluate}
 * returns.
 */
public final class Breakdown {
    private final String modelId;
    private final String modelName;
    private final Units units;
    private final String fen;
    private final int phase;
    private final String nativePhase;
    private final List<TermValue> terms;
    private final List<Factor> factors;
    private final int tempo;
    private final int mixed;
    private final int whiteScore;
    private final int sideToMoveScore;
    private final List<String> warnings;
    private final Map<String, String> details;

    private Breakdown(Builder b) {
        this.modelId = b.modelId;
        this.modelName = b.modelName;
        this.units = b.units;
        this.fen = b.fen;
        this.phase = b.phase;
        this.nativePhase = b.nativePhase;
        this.terms = List.copyOf(b.terms);
        this.factors = List.copyOf(b.factors);
        this.tempo = b.tempo;
        this.mixed = b.mixed;
        this.whiteScore = b.whiteScore;
        this.sideToMoveScore = b.sideToMoveScore;
        this.warnings = List.copyOf(b.warnings);
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(b.details));
    }

    public static Builder builder(EvaluatorModel model, String fen) {
        return new Builder(model.id(), model.name(), model.units(), fen);
    }

    public String modelId() {
        return modelId;
    }

    public String modelName() {
        return modelName;
    }

    public Units units() {
        return units;
    }

    public String fen() {
        return fen;
    }

    /** 0 = opening .. {@code units().phaseMax()} = endgame. */
    public int phase() {
        return phase;
    }

    /**
     * The phase as people read it: the model's own words when it has a scale of its own (FabChess: "96.5 of 128,
     * 128 = middlegame"), else "N of MAX, 0 = opening".
     */
    public String phaseText() {
        return nativePhase != null ? nativePhase : phase + " of " + units.phaseMax() + ", 0 = opening";
    }

    /** {@link #phaseText()} without its note on the scale's direction ("14.22 of 128"), for narrow cells. */
    public String phaseShort() {
        String text = phaseText();
        int comma = text.indexOf(", ");
        return comma < 0 ? text : text.substring(0, comma);
    }

    public List<TermValue> terms() {
        return terms;
    }

    public TermValue term(String id) {
        for (TermValue t : terms) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        return null;
    }

    public List<Factor> factors() {
        return factors;
    }

    /** Bonus for the side to move, in centipawns (0 if the model has none). */
    public int tempo() {
        return tempo;
    }

    /** The model's phase-mixed score in centipawns (White's view), before tempo. */
    public int mixed() {
        return mixed;
    }

    /** Final score in centipawns from White's point of view. */
    public int whiteScore() {
        return whiteScore;
    }

    /** Final score in centipawns from the side to move's point of view: what {@link Evaluator#evaluate} returns. */
    public int sideToMoveScore() {
        return sideToMoveScore;
    }

    public List<String> warnings() {
        return warnings;
    }

    /** Model-specific facts (material flags, recogniser, table index ...), in the model's order. */
    public Map<String, String> details() {
        return details;
    }

    /** Sum of every term's net opening value (White's view, native units). */
    public int openingTotal() {
        int sum = 0;
        for (TermValue t : terms) {
            sum += t.netOpening();
        }
        return sum;
    }

    public int endgameTotal() {
        int sum = 0;
        for (TermValue t : terms) {
            sum += t.netEndgame();
        }
        return sum;
    }

    /** Sum of the terms summed into one of the model's stages: {opening, endgame}, White's view. */
    public int[] stageTotal(String stage) {
        int op = 0;
        int eg = 0;
        for (TermValue t : terms) {
            if (t.def().stage().equals(stage)) {
                op += t.netOpening();
                eg += t.netEndgame();
            }
        }
        return new int[] {op, eg};
    }

    /** The terms as a tree: one node per group (first id segment) in the seeds' order, terms beneath. */
    public List<Group> groups() {
        Map<String, List<TermValue>> byGroup = new LinkedHashMap<>();
        for (String g : TermIds.GROUPS) {
            byGroup.put(g, new ArrayList<>());
        }
        for (TermValue t : terms) {
            byGroup.computeIfAbsent(t.def().group(), k -> new ArrayList<>()).add(t);
        }
        List<Group> groups = new ArrayList<>();
        byGroup.forEach((name, list) -> {
            if (!list.isEmpty()) {
                groups.add(new Group(name, list));
            }
        });
        return groups;
    }

    /** A group of terms with its sums. */
    public record Group(String name, List<TermValue> terms) {
        public int whiteOpening() {
            return terms.stream().mapToInt(TermValue::whiteOpening).sum();
        }

        public int whiteEndgame() {
            return terms.stream().mapToInt(TermValue::whiteEndgame).sum();
        }

        public int blackOpening() {
            return terms.stream().mapToInt(TermValue::blackOpening).sum();
        }

        public int blackEndgame() {
            return terms.stream().mapToInt(TermValue::blackEndgame).sum();
        }
    }

    /** Collects the parts of a breakdown. */
    public static final class Builder {
        private final String modelId;
        private final String modelName;
        private final Units units;
        private final String fen;
        private int phase;
        private String nativePhase;
        private final List<TermValue> terms = new ArrayList<>();
        private final List<Factor> factors = new ArrayList<>();
        private int tempo;
        private int mixed;
        private int whiteScore;
        private int sideToMoveScore;
        private final List<String> warnings = new ArrayList<>();
        private final Map<String, String> details = new LinkedHashMap<>();

        private Builder(String modelId, String modelName, Units units, String fen) {
            this.modelId = modelId;
            this.modelName = modelName;
            this.units = units;
            this.fen = fen;
        }

        public Builder phase(int value) {
            this.phase = value;
            return this;
        }

        /** The phase on the model's own scale, for display (see {@link Breakdown#phaseText()}). */
        public Builder nativePhase(String text) {
            this.nativePhase = text;
            return this;
        }

        /** Adds every term of the model from a filled sheet; {@code defs.get(i)} describes sheet term i. */
        public Builder terms(List<TermDef> defs, ScoreSheet sheet) {
            for (int i = 0; i < defs.size(); i++) {
                terms.add(new TermValue(defs.get(i),
                        sheet.get(i, 0, ScoreSheet.OPENING), sheet.get(i, 0, ScoreSheet.ENDGAME),
                        sheet.get(i, 1, ScoreSheet.OPENING), sheet.get(i, 1, ScoreSheet.ENDGAME),
                        sheet.squares(i)));
            }
            return this;
        }

        public Builder factor(String id, String label, int value, String meaning) {
            factors.add(new Factor(id, label, value, meaning));
            return this;
        }

        public Builder tempo(int value) {
            this.tempo = value;
            return this;
        }

        public Builder scores(int mixedCentipawns, int white, int sideToMove) {
            this.mixed = mixedCentipawns;
            this.whiteScore = white;
            this.sideToMoveScore = sideToMove;
            return this;
        }

        public Builder warning(String text) {
            warnings.add(text);
            return this;
        }

        public Builder detail(String key, Object value) {
            details.put(key, String.valueOf(value));
            return this;
        }

        public Breakdown build() {
            return new Breakdown(this);
        }
    }
}
