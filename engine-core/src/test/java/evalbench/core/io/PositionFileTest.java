package evalbench.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import evalbench.core.Fen;
import evalbench.core.Position;
import evalbench.core.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PositionFileTest {

    private static final String SCHOLAR = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq -";

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return TempFiles.write(dir, name, text);
    }

    @Test
    void epdOperationsWithQuotedOperandsAreKeptInFileOrder() throws IOException {
        Path file = write("t.epd", SCHOLAR + " bm Qxf7#; id \"mate; in one\"; c0 \"a, b\"; acd 5;\n");
        List<PositionRecord> records = PositionFile.read(file);
        assertThat(records).hasSize(1);
        PositionRecord r = records.get(0);
        assertThat(r.line()).isEqualTo(1);
        assertThat(r.fen()).isEqualTo(SCHOLAR + " 0 1");
        assertThat(Fen.format(r.position())).isEqualTo(SCHOLAR + " 0 1");
        // The ';' inside the quotes does not end the id; quotes are removed.
        assertThat(r.operations()).containsExactly(
                java.util.Map.entry("bm", "Qxf7#"), java.util.Map.entry("id", "mate; in one"),
                java.util.Map.entry("c0", "a, b"), java.util.Map.entry("acd", "5"));
        assertThat(r.id()).isEqualTo("mate; in one");
        assertThat(r.operands("bm")).containsExactly("Qxf7#");
        assertThat(r.operands("am")).isEmpty();
    }

    @Test
    void severalBestMovesAreSeparateOperands() throws IOException {
        Path file = write("t.epd", "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - ; bm Nd5 a4; id BK.05\n");
        PositionRecord r = PositionFile.read(file).get(0);
        assertThat(r.operands("bm")).containsExactly("Nd5", "a4");
        assertThat(r.id()).isEqualTo("BK.05");
    }

    @Test
    void aDetachedCheckSignBelongsToTheMoveBeforeIt() throws IOException {
        // Bratko-Kopec writes "bm Qd1 +": one move giving check, not two operands.
        Path file = write("t.epd", "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - ; bm Qd1 + ; id BK.01\n");
        PositionRecord r = PositionFile.read(file).get(0);
        assertThat(r.operands("bm")).containsExactly("Qd1+");
    }

    @Test
    void perftSuiteLinesKeepTheirCountersAndDepthCounts() throws IOException {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 17";
        Path file = write("p.epd", fen + " ;D1 48 ;D2 2039 ;D3 97862\n");
        PositionRecord r = PositionFile.read(file).get(0);
        assertThat(r.fen()).isEqualTo(fen);
        assertThat(r.position().halfmoveClock()).isEqualTo(3);
        assertThat(r.position().fullmoveNumber()).isEqualTo(17);
        assertThat(r.operations()).containsOnlyKeys("D1", "D2", "D3");
        assertThat(r.operations().get("D2")).isEqualTo("2039");
    }

    @Test
    void blankAndCommentLinesAreSkippedButCounted() throws IOException {
        Path file = write("f.fen", "# a comment\n\n" + Position.START_FEN + "\n   \n  # indented comment\n"
                + "4k3/8/8/8/8/8/8/4K3 b - - 7 40\n");
        List<PositionRecord> records = PositionFile.read(file);
        assertThat(records).extracting(PositionRecord::line).containsExactly(3, 6);
        assertThat(records.get(0).fen()).isEqualTo(Position.START_FEN);
        assertThat(records.get(0).operations()).isEmpty();
        assertThat(records.get(1).position().sideToMove()).isEqualTo(1);
    }

    @Test
    void windowsLineEndsAreRead() throws IOException {
        Path file = write("w.epd", "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"x\";\r\n4k3/8/8/8/8/8/8/4K3 b - -\r\n");
        List<PositionRecord> records = PositionFile.read(file);
        assertThat(records).hasSize(2);
        assertThat(records.get(0).id()).isEqualTo("x");
        assertThat(records.get(1).fen()).isEqualTo("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }

    @Test
    void aBadLineReportsItsNumberAndTheReason() throws IOException {
        Path file = write("bad.epd", "# header\n" + Position.START_FEN + "\n\n4k3/8/8/8/8/8/8/4K3 w - -\n"
                + "4k3/8/8/8/8/8/8/4K3 w K - ; id \"five\"\n" + Position.START_FEN + "\n");
        assertThatThrownBy(() -> PositionFile.read(file))
                .isInstanceOfSatisfying(PositionFileException.class, e -> {
                    assertThat(e.line()).isEqualTo(5);
                    assertThat(e.getMessage()).contains("bad.epd").contains("line 5")
                            .contains("castling right K but no white rook on h1");
                });
    }

    @Test
    void aLineWithTooFewFieldsIsAnError() throws IOException {
        Path file = write("short.fen", Position.START_FEN + "\n4k3/8/8/8/8/8/8/4K3 w\n");
        assertThatThrownBy(() -> PositionFile.read(file))
                .isInstanceOfSatisfying(PositionFileException.class, e -> assertThat(e.line()).isEqualTo(2));
    }

    @Test
    void aMissingFileIsReportedNotThrownRaw() {
        assertThatThrownBy(() -> PositionFile.read(dir.resolve("none.epd")))
                .isInstanceOfSatisfying(PositionFileException.class, e -> {
                    assertThat(e.line()).isZero();
                    assertThat(e.getMessage()).contains("none.epd").contains("cannot read");
                });
    }

    @Test
    void controlCharactersAtTheLineEndAreNotPartOfTheLastOperand() throws IOException {
        // bratko-kopec.epd ends every line with a NUL byte.
        Path file = write("nul.epd", "4k3/8/8/8/8/8/8/4K3 w - - ; bm Kd2; id BK.99\0\n");
        PositionRecord r = PositionFile.read(file).get(0);
        assertThat(r.id()).isEqualTo("BK.99");
    }

    @Test
    void theCorpusSuitesHaveTheirIdsAndSizes() {
        List<PositionRecord> bk = PositionFile.read(DataFolder.corpus("bratko-kopec.epd"));
        List<String> expectedIds = IntStream.rangeClosed(1, 24).mapToObj(i -> String.format("BK.%02d", i))
                .collect(Collectors.toList());
        assertThat(bk).extracting(PositionRecord::id).containsExactlyElementsOf(expectedIds);
        List<PositionRecord> wac = PositionFile.read(DataFolder.corpus("wac.epd"));
        assertThat(wac).hasSize(299);
        assertThat(wac.get(0).id()).isEqualTo("WAC.001");
        assertThat(wac.get(0).operands("bm")).containsExactly("Qg6");
        assertThat(wac.get(298).id()).isEqualTo("WAC.300");
        List<PositionRecord> sbd = PositionFile.read(DataFolder.corpus("silent-but-deadly.epd"));
        assertThat(sbd).hasSize(134);
        assertThat(sbd.get(2).id()).isEqualTo("sbd.003");
        assertThat(sbd.get(2).operands("bm")).containsExactly("O-O");
        List<PositionRecord> perft = PositionFile.read(DataFolder.corpus("perftsuite.epd"));
        assertThat(perft).hasSize(126);
        assertThat(perft.get(1).operations().get("D4")).isEqualTo("4085603");
        assertThat(perft.get(1).position().enPassantSquare()).isEqualTo(Square.NONE);
    }

    /** Issue 23, item 12: a FEN list line obeys the same FEN rule as --fen (Fen.parse); a BOM loses nothing. */
    @Test
    void linesFollowTheOneFenRule() throws IOException {
        String base = "4k3/8/8/8/8/8/4P3/4K3 w - -";
        for (String bad : List.of(base + " -3 1", base + " 0 12345678901234567890", base + " 0 1 trailing words",
                base + " 0 1 foo", base + " foo", "4k3/8/8/8/8/8/8/r3K2r w - - 0 1")) {
            assertThatThrownBy(() -> PositionFile.parseLine(bad, 1)).as(bad)
                    .isInstanceOf(evalbench.core.FenException.class);
            assertThatThrownBy(() -> Fen.parse(bad)).as(bad).isInstanceOf(evalbench.core.FenException.class);
        }
        assertThat(PositionFile.parseLine(base + " 3 40", 1).fen()).isEqualTo(base + " 3 40");
        assertThat(PositionFile.parseLine(base + " bm e4; id \"x\";", 1).id()).isEqualTo("x");
        Path file = dir.resolve("bom.fen");
        Files.writeString(file, "\ufeff" + base + " 0 1\n" + base + " 1 1\n", StandardCharsets.UTF_8);
        assertThat(PositionFile.read(file)).hasSize(2);
    }
}
