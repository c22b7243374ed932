package evalbench.studies.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A statistic that could not be computed is null in the JSON, not the string "NaN", and reads back as NaN. */
class ReportJsonTest {
    record Figures(double r, Double boxed, List<Double> row, long n) {
    }

    @Test
    void nanIsNullAndNullReadsBackAsNaN() throws Exception {
        ObjectMapper mapper = ReportJson.mapper();
        Figures f = new Figures(Double.NaN, Double.POSITIVE_INFINITY, List.of(0.5, Double.NaN), 3);
        String json = mapper.writeValueAsString(f);
        assertThat(mapper.readTree(json).get("r").isNull()).as(json).isTrue();
        assertThat(mapper.readTree(json).get("boxed").isNull()).as(json).isTrue();
        assertThat(mapper.readTree(json).get("row").get(1).isNull()).as(json).isTrue();
        assertThat(mapper.readTree(json).get("row").get(0).asDouble()).isEqualTo(0.5);
        assertThat(json).doesNotContain("NaN").doesNotContain("Infinity");
        Figures back = mapper.readValue(json, Figures.class);
        assertThat(back.r()).isNaN();
        assertThat(back.boxed()).isNaN();
        assertThat(back.row().get(1)).isNaN();
        assertThat(mapper.readTree(mapper.writeValueAsString(back))).isEqualTo(mapper.readTree(json));
        // reports written before this change said "NaN": they still read
        assertThat(mapper.readValue("{\"r\":\"NaN\",\"boxed\":1.5,\"row\":[],\"n\":1}", Figures.class).r()).isNaN();
    }
}
