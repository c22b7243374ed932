package evalbench.studies.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Factor;
import evalbench.core.eval.TermValue;
import java.util.List;

/** A breakdown as a JSON tree: groups of terms, each side and stage in native units, plus factors and scores. */
public final class BreakdownJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BreakdownJson() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static ObjectNode tree(Breakdown b) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("model", b.modelId());
        root.put("name", b.modelName());
        root.put("fen", b.fen());
        ObjectNode units = root.putObject("units");
        units.put("name", b.units().name());
        units.put("perCentipawn", b.units().perCentipawn());
        units.put("phaseMax", b.units().phaseMax());
        root.put("phase", b.phase());
        ArrayNode groups = root.putArray("groups");
        for (Breakdown.Group g : b.groups()) {
            ObjectNode node = groups.addObject();
            node.put("id", g.name());
            putSides(node, g.whiteOpening(), g.whiteEndgame(), g.blackOpening(), g.blackEndgame(), b);
            ArrayNode terms = node.putArray("terms");
            for (TermValue t : g.terms()) {
                ObjectNode tn = terms.addObject();
                tn.put("id", t.id());
                tn.put("label", t.def().label());
                tn.put("stage", t.def().stage());
                tn.put("provenance", t.def().provenance());
                tn.put("shared", t.def().shared());
                putSides(tn, t.whiteOpening(), t.whiteEndgame(), t.blackOpening(), t.blackEndgame(), b);
                if (t.squares() != 0) {
                    tn.put("squares", SquareSets.names(t.squares()));
                }
            }
        }
        ObjectNode totals = root.putObject("totals");
        totals.put("opening", b.openingTotal());
        totals.put("endgame", b.endgameTotal());
        ArrayNode factors = root.putArray("factors");
        for (Factor f : b.factors()) {
            ObjectNode fn = factors.addObject();
            fn.put("id", f.id());
            fn.put("label", f.label());
            fn.put("value", f.value());
            fn.put("meaning", f.meaning());
        }
        root.put("tempo", b.tempo());
        root.put("mixed", b.mixed());
        root.put("white", b.whiteScore());
        root.put("sideToMove", b.sideToMoveScore());
        ArrayNode warnings = root.putArray("warnings");
        b.warnings().forEach(warnings::add);
        ObjectNode details = root.putObject("details");
        b.details().forEach(details::put);
        return root;
    }

    private static void putSides(ObjectNode node, int wOp, int wEg, int bOp, int bEg, Breakdown b) {
        ObjectNode white = node.putObject("white");
        white.put("opening", wOp);
        white.put("endgame", wEg);
        ObjectNode black = node.putObject("black");
        black.put("opening", bOp);
        black.put("endgame", bEg);
        ObjectNode net = node.putObject("net");
        net.put("opening", wOp - bOp);
        net.put("endgame", wEg - bEg);
        net.put("mixedCentipawns", round2(b.units().mixedCentipawns(wOp - bOp, wEg - bEg, b.phase())));
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** One breakdown, or several side by side as {"fen": ..., "models": [...]}. */
    public static String write(List<Breakdown> breakdowns) {
        try {
            if (breakdowns.size() == 1) {
                return MAPPER.writeValueAsString(tree(breakdowns.get(0)));
            }
            ObjectNode root = MAPPER.createObjectNode();
            root.put("fen", breakdowns.get(0).fen());
            ArrayNode models = root.putArray("models");
            breakdowns.forEach(b -> models.add(tree(b)));
            return MAPPER.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
