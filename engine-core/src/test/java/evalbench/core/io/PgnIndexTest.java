package evalbench.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lazy game list of a PGN file: one pass keeps each game's offset, and every game read again from its offset is
 * the game the whole-file reader gives, with the moves it was written with (UTF-8 of every length, Latin-1 bytes,
 * a byte-order mark, comments, variations, broken games).
 */
class PgnIndexTest {
    private static final int GAMES = 3000;
    private static final RandomPgn PGN = new RandomPgn(23);

    @TempDir
    Path dir;

    @Test
    void everyGameReadFromItsOffsetIsTheGameThatWasWritten() throws IOException {
        Path file = dir.resolve("random.pgn");
        PGN.write(file, GAMES);
        List<long[]> reports = new ArrayList<>();
        PgnIndex index = PgnIndex.build(file, (bytes, total, n) -> reports.add(new long[] {bytes, total, n}),
                () -> false);

        int skipped = 0;
        int cut = 0;
        for (int number = 1; number <= GAMES; number++) {
            skipped += RandomPgn.skipped(number) ? 1 : 0;
            cut += RandomPgn.cutShort(number) && PGN.moves(number).size() >= RandomPgn.CUT_AFTER ? 1 : 0;
        }
        assertThat(skipped).isEqualTo(3);
        assertThat(index.gamesRead()).isEqualTo(GAMES);
        assertThat(index.size()).isEqualTo(GAMES - skipped);
        assertThat(index.problemCount()).isEqualTo(skipped + cut);
        assertThat(index.problems()).anyMatch(p -> p.contains(": game 1000 skipped: tag pair '[Site"))
                .anyMatch(p -> p.contains(": game 1500 cut short after 6 moves: a comment '{' opened on line"));
        assertThat(index.indexOfNumber(1000)).isEqualTo(-1);
        assertThat(index.indexOfNumber(1001)).isEqualTo(1000 - 1);

        int listed = 0;
        for (int number = 1; number <= GAMES; number++) {
            if (RandomPgn.skipped(number)) {
                continue;
            }
            PgnGames.Game g = index.game(listed);
            assertThat(index.number(listed)).isEqualTo(number);
            assertThat(g.header().number()).isEqualTo(number);
            assertThat(g.header().tag("Round")).isEqualTo(String.valueOf(number));
            assertThat(g.header().tag("White")).as("game %d", number).isEqualTo(RandomPgn.white(number));
            assertThat(g.san()).as("game %d", number).isEqualTo(PGN.movesRead(number));
            listed++;
        }
        assertThat(index.game(0).offset()).as("after the byte-order mark").isEqualTo(3);

        // progress: rising byte counts, the last one the whole file
        assertThat(reports).isNotEmpty();
        assertThat(reports.get(reports.size() - 1)).containsExactly(Files.size(file), Files.size(file), GAMES - 3);
        for (int i = 1; i < reports.size(); i++) {
            assertThat(reports.get(i)[0]).isGreaterThanOrEqualTo(reports.get(i - 1)[0]);
        }
    }

    /** The index's games (read from offsets) are those the corpus reader's buffered pass gives, lines and all. */
    @Test
    void theIndexReadsAsTheBufferedReaderDoes() throws IOException {
        Path file = dir.resolve("random.pgn");
        PGN.write(file, 1600);
        PgnIndex index = PgnIndex.build(file, (b, t, n) -> { }, () -> false);
        try (BufferedReader in = new BufferedReader(new LenientUtf8Reader(Files.newInputStream(file)), 1 << 16)) {
            PgnGames pgn = new PgnGames(in);
            PgnGames.Game whole;
            int listed = 0;
            while ((whole = pgn.next()) != null) {
                assertThat(whole.offset()).as("a BufferedReader hides the offsets").isEqualTo(-1);
                if (whole.errorInTags()) {
                    continue;
                }
                PgnGames.Game again = index.game(listed++);
                assertThat(again.header()).isEqualTo(whole.header());
                assertThat(again.san()).isEqualTo(whole.san());
                assertThat(again.sanLines()).isEqualTo(whole.sanLines());
                assertThat(again.problem()).isEqualTo(whole.problem());
            }
            assertThat(listed).isEqualTo(index.size());
        }
    }

    @Test
    void aCancelEndsThePassAndAChangedFileIsNotReadFromOldOffsets() throws IOException {
        Path file = dir.resolve("random.pgn");
        PGN.write(file, 1200);
        assertThatThrownBy(() -> PgnIndex.build(file, (b, t, n) -> { }, () -> true))
                .isInstanceOf(CancellationException.class);
        PgnIndex index = PgnIndex.build(file, (b, t, n) -> { }, () -> false);
        assertThat(index.game(900).header().number()).isEqualTo(901);
        Files.writeString(file, "[Event \"other\"]\n\n1. e4 *\n", java.nio.file.StandardOpenOption.APPEND);
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 2000));
        assertThatThrownBy(() -> index.game(900)).isInstanceOf(IOException.class).hasMessageContaining("has changed");
    }
}
