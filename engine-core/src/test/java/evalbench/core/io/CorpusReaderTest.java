package evalbench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusReaderTest {
    @TempDir
    Path dir;

    /** Real-world PGN habits: comments, nested variations, NAGs, glyphs, %-lines, odd headers, no result, a FEN tag. */
    static final String PGN = String.join("\n",
            "% a line for some other program",
            "[Event \"Casual \\\"blitz\\\"\"]",
            "[Site \"?\"]",
            "[White \"A\"] [Black \"B\"]",
            "[Result \"1-0\"]",
            "",
            "1. e4 {the king's pawn; with a brace ( inside} e5 2. Nf3 $1 Nc6 (2... d6 3. d4 (3. Bc4 Be7) exd4) 3. Bb5!? a6",
            "; a rest-of-line comment 4. Qh5",
            "4. Ba4 Nf6 5. O-O 1-0",
            "",
            "[Event \"second\"]",
            "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]",
            "[SetUp \"1\"]",
            "",
            "1.e4 Kd7 2.e5 Ke6 3.Kf2 Kxe5 *",
            "",
            "[Event \"third, a bad move\"]",
            "1. d4 d5 2. Nf3 Nf6 3. Qxd5 e6 1/2-1/2",
            "",
            "[Event \"fourth, no result token\"]",
            "1. c4 c5",
            "[Event \"fifth\"]",
            "1. g3 0-1",
            "");

    private Path write(String name, String text) throws IOException {
        return TempFiles.write(dir, name, text);
    }

    private static List<CorpusUnit> readAll(CorpusReader r) throws IOException {
        List<CorpusUnit> units = new ArrayList<>();
        CorpusUnit u;
        while ((u = r.next()) != null) {
            units.add(u);
        }
        return units;
    }

    @Test
    void pgnGamesGiveEveryPositionAndABadMoveIsReportedWithItsLine() throws IOException {
        Path file = write("games.pgn", PGN);
        try (CorpusReader r = new CorpusReader(file, CorpusOptions.defaults())) {
            List<CorpusUnit> units = readAll(r);
            // game 1: start + 9 plies; game 2: start + 6; game 3: start + 4 (5th ply Qxd5 is illegal);
            // game 4: start + 2; game 5: start + 1
            assertEquals(10 + 7 + 5 + 3 + 2, units.size());
            assertEquals(5, r.games());
            assertEquals(1, r.problemCount());
            CorpusProblem p = r.problems().get(0);
            assertEquals(18, p.line());
            assertEquals("bad move", p.kind());
            assertTrue(p.reason().contains("game 3 (line 17), ply 5"), p.reason());
            assertTrue(p.reason().contains("Qxd5"), p.reason());

            CorpusUnit last1 = units.get(9);
            assertEquals(1, last1.game());
            assertEquals(9, last1.ply());
            assertEquals(Position.fromFen("r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 5")
                    .toFen(), last1.fen());
            assertEquals(9, last1.line());
            CorpusUnit endOf2 = units.get(16);
            assertEquals("8/8/8/4k3/8/8/5K2/8 w - - 0 4", endOf2.fen());
            assertEquals(0, units.get(10).ply());
            assertEquals(3, units.get(21).game());
            assertEquals(4, units.get(21).ply());
            assertEquals(4, units.get(24).game());
            for (int i = 0; i < units.size(); i++) {
                assertEquals(i, units.get(i).index());
            }
        }
    }

    @Test
    void chunksHoldThePositionsInOrderTheLastOneShorterThenNone() throws IOException {
        Path file = write("games.pgn", PGN);
        List<String> one;
        try (CorpusReader r = new CorpusReader(file, CorpusOptions.defaults())) {
            one = readAll(r).stream().map(CorpusUnit::fen).toList();
        }
        try (CorpusReader r = new CorpusReader(file, CorpusOptions.defaults())) {
            List<String> chunked = new ArrayList<>();
            List<Integer> sizes = new ArrayList<>();
            List<CorpusUnit> chunk;
            while (!(chunk = r.next(10)).isEmpty()) {
                sizes.add(chunk.size());
                chunk.forEach(u -> chunked.add(u.fen()));
            }
            assertEquals(one, chunked);
            assertEquals(List.of(10, 10, 7), sizes); // 27 positions
            assertTrue(r.next(10).isEmpty(), "once the file is read");
        }
    }

    @Test
    void plyRangeAndEveryNthPly() throws IOException {
        Path file = write("games.pgn", PGN);
        try (CorpusReader r = new CorpusReader(file, new CorpusOptions(null, 2, 1, 5))) {
            List<CorpusUnit> units = readAll(r);
            List<Integer> plies = units.stream().map(CorpusUnit::ply).toList();
            // plies 1, 3, 5 of each game that reaches them
            assertEquals(List.of(1, 3, 5, 1, 3, 5, 1, 3, 1, 1), plies);
        }
    }

    @Test
    void fenListSkipsBadLinesCountsThemAndHashesTheFile() throws Exception {
        String text = "# comment\n"
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                + "not a fen at all\n"
                + "\n"
                + "8/8/8/8/8/8/8/8 w - - 0 1\n"
                + "4k3/8/8/8/8/8/8/4K3 b - - 0 1 bm Kd2; id \"x.1\";\n";
        Path file = write("list.fen", text);
        try (CorpusReader r = new CorpusReader(file, CorpusOptions.defaults())) {
            List<CorpusUnit> units = readAll(r);
            assertEquals(2, units.size());
            assertEquals(2, units.get(0).line());
            assertEquals(6, units.get(1).line());
            assertEquals("x.1", units.get(1).operations().get("id"));
            assertEquals(2, r.problemCount());
            assertEquals(List.of(3, 5), r.problems().stream().map(CorpusProblem::line).toList());
            assertEquals(2L, r.problemCounts().get("bad FEN"));
            String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
            assertEquals(expected, r.sha256());
            assertEquals(1.0, r.progress());
        }
    }

    @Test
    void brokenPgnPiecesAreReportedAndTheNextGameIsRead() throws IOException {
        String text = String.join("\n",
                "[Event \"unclosed",
                "1. e4 e5 *",
                "[Event \"ok\"]",
                "1. d4 {never closed",
                "",
                "");
        Path file = write("broken.pgn", text);
        try (CorpusReader r = new CorpusReader(file, CorpusOptions.defaults())) {
            List<CorpusUnit> units = readAll(r);
            assertEquals(2, r.problemCount(), r.problems().toString());
            assertEquals(1, r.problems().get(0).line());
            assertEquals(4, r.problems().get(1).line());
            // the second game keeps its start and 1. d4
            assertEquals(2, units.size());
            assertEquals(1, units.get(1).ply());
        }
    }

    @Test
    void sharedGamesFileReadsWhole() throws IOException {
        CorpusReader.Summary s = CorpusReader.scan(DataFolder.corpus("games.fen"), CorpusOptions.defaults());
        assertEquals(7845, s.positions());
        assertEquals(0, s.problems());
    }
}
