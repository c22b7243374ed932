package evalbench.studies.corpus;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.NumberDeserializers;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The JSON form of the corpus reports: snake_case names; a statistic that could not be computed (NaN: a constant
 * series, too few samples, no data) is written as null, and a null reads back as NaN, so a report round-trips.
 * Where the sample is the cause, the report says so beside it (a reason, docs/reliability.md).
 */
public final class ReportJson {
    private ReportJson() {
    }

    public static ObjectMapper mapper() {
        SimpleModule nullForNaN = new SimpleModule("null-for-NaN");
        nullForNaN.addSerializer(Double.class, new NullForNaN());
        nullForNaN.addSerializer(Double.TYPE, new NullForNaN());
        nullForNaN.addDeserializer(Double.class, new NumberDeserializers.DoubleDeserializer(Double.class, Double.NaN));
        nullForNaN.addDeserializer(Double.TYPE, new NumberDeserializers.DoubleDeserializer(Double.TYPE, Double.NaN));
        return JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .addModule(nullForNaN)
                .build();
    }

    /**
     * A report's JSON file (the result record with everything measured), added to the batch and written at its
     * commit: one writer for every study, since each result is a record this mapper writes whole.
     */
    public static void write(AtomicOutput.Batch out, Path file, Object result) {
        out.add(file, w -> mapper().writeValue(w, result));
    }

    /** A double as a JSON number; NaN and the infinities, which JSON has no number for, as null. */
    private static final class NullForNaN extends StdSerializer<Double> {
        private static final long serialVersionUID = 1L;

        NullForNaN() {
            super(Double.class);
        }

        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value == null || value.isNaN() || value.isInfinite()) {
                gen.writeNull();
            } else {
                gen.writeNumber(value);
            }
        }
    }
}
