package evalbench.app.tables;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import evalbench.app.Version;
import java.util.Map;

/** The analysis as JSON (schema in docs/tables.md): {@code models}, {@code basis}, {@code pst}, {@code quad}. */
public final class TablesJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private TablesJson() {
    }

    public static ObjectNode tree(TablesAnalysis a) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("program", Version.text());
        ArrayNode models = root.putArray("models");
        for (ModelTables m : a.models()) {
            ObjectNode n = models.addObject();
            n.put("model", m.modelId());
            n.put("name", m.modelName());
            n.put("units", m.unitsName());
            n.put("units_per_cp", m.unitsPerCentipawn());
            n.put("param_set", m.parameters().name());
            n.put("param_sha256", m.parameters().sha256());
        }
        ObjectNode basis = root.putObject("basis");
        basis.put("param_set", TablesAnalysis.shippedFruit().name());
        basis.put("param_sha256", TablesAnalysis.shippedFruit().sha256());
        ArrayNode bonus = basis.putArray("bonus");
        QuadCurve curve = TablesAnalysis.quadFitter().curve();
        for (int r = 0; r < curve.ranks(); r++) {
            bonus.add(curve.bonus(r));
        }
        basis.put("bonus_unit", curve.unit());
        ArrayNode pst = root.putArray("pst");
        for (TablesAnalysis.PstRow r : a.pst()) {
            ObjectNode n = pst.addObject();
            n.put("model", r.model().modelId());
            n.put("piece", r.pieceName());
            n.put("stage", r.stage().id());
            ObjectNode w = n.putObject("weights");
            for (Map.Entry<String, Integer> e : r.fit().weights().entrySet()) {
                w.put(e.getKey(), e.getValue());
            }
            n.put("max_abs_residual", r.fit().maxAbsResidual());
            n.put("least_squares_integral", r.fit().leastSquaresIntegral());
            ints(n.putArray("values"), r.fit().table());
            ints(n.putArray("residuals"), r.fit().residual());
        }
        ArrayNode quad = root.putArray("quad");
        for (TablesAnalysis.QuadRow r : a.quad()) {
            QuadFit f = r.fit();
            ObjectNode n = quad.addObject();
            n.put("model", r.model().modelId());
            n.put("param", r.array().param());
            n.put("min", f.min());
            n.put("max", f.max());
            n.put("rounding", f.rounding().id());
            ArrayNode also = n.putArray("also_fits");
            f.alsoFits().forEach(x -> also.add(x.id()));
            if (!f.exact()) {
                n.put("nearest", f.nearest().id());
            }
            n.put("max_abs_residual", f.maxAbsResidual());
            n.put("counterpart", r.array().counterpart());
            n.put("source", r.array().source());
            ints(n.putArray("values"), f.array());
            ints(n.putArray("residuals"), f.residual());
            n.put("rank8", f.rank8());
            n.put("rank8_holds", f.rank8Holds());
        }
        return root;
    }

    public static String write(TablesAnalysis a) {
        try {
            return MAPPER.writeValueAsString(tree(a));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void ints(ArrayNode into, int[] values) {
        for (int v : values) {
            into.add(v);
        }
    }
}
