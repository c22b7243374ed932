package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.Corpus;
import evalbench.core.io.PositionRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every corpus position parses and is written back as the very same FEN text. */
class FenRoundTripTest {

    /**
     * The FEN each non-blank line stands for, worked out from the raw text: games.fen and the perft suite
     * carry six fields; the EPD suites carry four, which the reader completes with " 0 1".
     */
    private static List<String> expectedFens(String file, int fieldsGiven) throws IOException {
        List<String> fens = new ArrayList<>();
        for (String line : Files.readAllLines(Corpus.path(file), StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            String[] tokens = line.strip().split("\\s+");
            String fen = String.join(" ", Arrays.copyOf(tokens, fieldsGiven));
            fens.add(fieldsGiven == 6 ? fen : fen + " 0 1");
        }
        return fens;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"games.fen, 6, 7845", "wac.epd, 4, 299", "bratko-kopec.epd, 4, 24", "silent-but-deadly.epd, 4, 134",
        "perftsuite.epd, 6, 126"})
    void everyPositionWritesBackItsOwnFen(String file, int fieldsGiven, int size) throws IOException {
        List<String> expected = expectedFens(file, fieldsGiven);
        List<PositionRecord> records = Corpus.records(file);
        assertThat(expected).hasSize(size);
        assertThat(records).hasSize(size);
        for (int i = 0; i < size; i++) {
            PositionRecord r = records.get(i);
            String fen = expected.get(i);
            assertThat(r.fen()).as("%s line %d: the record's FEN", file, r.line()).isEqualTo(fen);
            assertThat(Fen.format(r.position())).as("%s line %d: written back", file, r.line()).isEqualTo(fen);
            Position again = Fen.parse(fen);
            assertThat(again.samePosition(r.position())).as("%s line %d: parsed twice", file, r.line()).isTrue();
            assertThat(again.key()).isEqualTo(r.position().key());
            assertThat(again.consistencyFault()).as("%s line %d", file, r.line()).isNull();
        }
    }
}
