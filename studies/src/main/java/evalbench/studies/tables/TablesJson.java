package evalbench.studies.tables;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import evalbench.studies.report.ProgramVersion;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The analysis as JSON (schema in docs/tables.md): {@code models}, {@code basis}, {@code pst}, {@code quad}.
 * Written with jackson-core's streaming generator: databind's ObjectMapper alone costs a third of a second of
 * start-up, and the command must stay well under two seconds. Number arrays stay on one line each.
 */
public final class TablesJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private TablesJson() {
    }

    public static String write(TablesAnalysis a) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            DefaultPrettyPrinter pretty = new DefaultPrettyPrinter()
                    .withObjectIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE.withLinefeed("\n"));
            pretty.indentArraysWith(DefaultPrettyPrinter.FixedSpaceIndenter.instance);
            g.setPrettyPrinter(pretty);
            write(g, a);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static void write(JsonGenerator g, TablesAnalysis a) throws IOException {
        g.writeStartObject();
        g.writeStringField("program", ProgramVersion.text());
        g.writeArrayFieldStart("models");
        for (ModelTables m : a.models()) {
            g.writeStartObject();
            g.writeStringField("model", m.modelId());
            g.writeStringField("name", m.modelName());
            g.writeStringField("units", m.unitsName());
            g.writeNumberField("units_per_cp", m.unitsPerCentipawn());
            g.writeStringField("param_set", m.parameters().name());
            g.writeStringField("param_sha256", m.parameters().sha256());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeObjectFieldStart("basis");
        g.writeStringField("param_set", TablesAnalysis.shippedFruit().name());
        g.writeStringField("param_sha256", TablesAnalysis.shippedFruit().sha256());
        QuadCurve curve = TablesAnalysis.quadFitter().curve();
        ints(g, "bonus", TablesText.bonusArray(curve));
        g.writeNumberField("bonus_unit", curve.unit());
        g.writeEndObject();
        g.writeArrayFieldStart("pst");
        for (TablesAnalysis.PstRow r : a.pst()) {
            g.writeStartObject();
            g.writeStringField("model", r.model().modelId());
            g.writeStringField("piece", r.pieceName());
            g.writeStringField("stage", r.stage().id());
            g.writeObjectFieldStart("weights");
            for (Map.Entry<String, Integer> e : r.fit().weights().entrySet()) {
                g.writeNumberField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
            g.writeNumberField("max_abs_residual", r.fit().maxAbsResidual());
            g.writeBooleanField("least_squares_integral", r.fit().leastSquaresIntegral());
            ints(g, "values", r.fit().table());
            ints(g, "residuals", r.fit().residual());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("quad");
        for (TablesAnalysis.QuadRow r : a.quad()) {
            QuadFit f = r.fit();
            g.writeStartObject();
            g.writeStringField("model", r.model().modelId());
            g.writeStringField("param", r.array().param());
            g.writeNumberField("min", f.min());
            g.writeNumberField("max", f.max());
            g.writeStringField("rounding", f.rounding().id());
            g.writeArrayFieldStart("also_fits");
            for (Rounding x : f.alsoFits()) {
                g.writeString(x.id());
            }
            g.writeEndArray();
            if (!f.exact()) {
                g.writeStringField("nearest", f.nearest().id());
            }
            g.writeNumberField("max_abs_residual", f.maxAbsResidual());
            g.writeStringField("counterpart", r.array().counterpart());
            g.writeStringField("source", r.array().source());
            ints(g, "values", f.array());
            ints(g, "residuals", f.residual());
            g.writeNumberField("rank8", f.rank8());
            g.writeStringField("rank8_holds", f.rank8Holds());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void ints(JsonGenerator g, String name, int[] values) throws IOException {
        g.writeArrayFieldStart(name);
        for (int v : values) {
            g.writeNumber(v);
        }
        g.writeEndArray();
    }
}
