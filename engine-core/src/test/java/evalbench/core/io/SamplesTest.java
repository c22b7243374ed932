package evalbench.core.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SamplesTest {
    /** Each built-in sample is byte for byte the repository's corpus file of the same name. */
    @Test
    void everySampleIsTheRepositorysCorpusFile() throws Exception {
        int n = 0;
        for (Samples.Sample s : Samples.all()) {
            Path sample = Samples.resolve(s.label());
            assertArrayEquals(Files.readAllBytes(DataFolder.corpus(s.file())), Files.readAllBytes(sample), s.label());
            n++;
        }
        assertEquals(5, n);
    }

    @Test
    void samplesReadLikeFiles() throws Exception {
        CorpusReader.Summary games = CorpusReader.scan(Samples.resolve("sample:games"), CorpusOptions.defaults());
        assertEquals(7845, games.positions());
        assertEquals(24, PositionFile.read(Samples.resolve("sample:bk")).size());
    }

    @Test
    void anUnknownSampleNamesTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Samples.resolve("sample:nope"));
        assertTrue(e.getMessage().contains("'nope'") && e.getMessage().contains("sample:wac"), e.getMessage());
    }

    @Test
    void aSampleIsNamedByItsLabelAndAFileByItsPath() {
        assertEquals("sample:wac", Samples.label(Samples.resolve("sample:wac")));
        assertEquals("x/wac.epd", Samples.label(Path.of("x/wac.epd")));
    }

    @Test
    void aPlainArgumentIsAPath() {
        assertEquals(Path.of("x/y.fen"), Samples.resolve("x/y.fen"));
    }
}
