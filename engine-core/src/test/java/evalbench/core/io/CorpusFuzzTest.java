package evalbench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.San;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing lost, nothing silently wrong: mutated corpora (the real FEN/EPD files, PGN collections built here from
 * random legal games, some starting from the real corpus positions) must give every entry either as a position or
 * as a problem with its file, line and reason, and the counts must add up to the input.
 */
class CorpusFuzzTest {
    private static final int PGN_RUNS = 300;
    private static final int LINE_RUNS = 60;

    @TempDir
    Path dir;

    /** A game built for a test: its tags, its SAN moves and the lines its movetext spans in the file. */
    record Game(String fen, List<String> moves, int[] span) {
        int positions() {
            return moves.size() + 1;
        }
    }

    /** Random legal games from the start position and from real corpus positions (FEN tags). */
    static List<Game> randomGames(Random random, int count) throws IOException {
        List<String> corpus = Files.readAllLines(DataFolder.corpus("games.fen"));
        List<Game> games = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            String fen = g % 3 == 2 ? corpus.get(random.nextInt(corpus.size())).strip() : "";
            Position p = fen.isEmpty() ? Position.start() : Position.fromFen(fen);
            int length = 4 + random.nextInt(40);
            List<String> moves = RandomPgn.randomMoves(p, random, length);
            games.add(new Game(fen, moves, new int[2]));
        }
        return games;
    }

    /** The games as PGN text (movetext wrapped at about 60 characters); records each game's movetext lines. */
    static String pgn(List<Game> games) {
        StringBuilder sb = new StringBuilder();
        int line = 1;
        for (int g = 0; g < games.size(); g++) {
            Game game = games.get(g);
            sb.append("[Event \"fuzz ").append(g + 1).append("\"]\n");
            sb.append("[Round \"").append(g + 1).append("\"]\n");
            line += 2;
            if (!game.fen().isEmpty()) {
                sb.append("[SetUp \"1\"]\n[FEN \"").append(game.fen()).append("\"]\n");
                line += 2;
            }
            sb.append('\n');
            line++;
            game.span()[0] = line;
            Position p = game.fen().isEmpty() ? Position.start() : Position.fromFen(game.fen());
            StringBuilder row = new StringBuilder();
            for (int i = 0; i < game.moves().size(); i++) {
                boolean white = p.sideToMove() == 0;
                if (white || i == 0) {
                    row.append(p.fullmoveNumber()).append(white ? ". " : "... ");
                }
                row.append(game.moves().get(i)).append(' ');
                if (i % 7 == 3) {
                    row.append("{a comment} ");
                }
                p.makeMove(San.parse(p, game.moves().get(i)));
                if (row.length() > 60) {
                    sb.append(row.toString().strip()).append('\n');
                    row.setLength(0);
                    line++;
                }
            }
            row.append("*");
            sb.append(row).append("\n\n");
            game.span()[1] = line;
            line += 2;
        }
        return sb.toString();
    }

    private Path write(String name, String text) throws IOException {
        return TempFiles.write(dir, name, text);
    }

    /** Everything a reader gave: units by game and problems. */
    record Read(Map<Integer, List<CorpusUnit>> byGame, List<CorpusUnit> units, List<CorpusProblem> problems,
            int games, long problemCount) {
        int positionsOf(int game) {
            return byGame.getOrDefault(game, List.of()).size();
        }
    }

    static Read read(Path file) throws IOException {
        Map<Integer, List<CorpusUnit>> byGame = new HashMap<>();
        List<CorpusUnit> units = new ArrayList<>();
        try (CorpusReader r = new CorpusReader(file, CorpusOptions.defaults())) {
            CorpusUnit u;
            while ((u = r.next()) != null) {
                u.position(); // every FEN handed out must be readable by the same FEN rule
                units.add(u);
                byGame.computeIfAbsent(u.game(), k -> new ArrayList<>()).add(u);
            }
            for (CorpusProblem p : r.problems()) {
                assertEquals(file.toString(), p.file());
                assertTrue(p.line() >= 1, p.toString());
                assertTrue(!p.kind().isBlank() && !p.reason().isBlank(), p.toString());
            }
            return new Read(byGame, units, r.problems(), r.games(), r.problemCount());
        }
    }

    @Test
    void anUnclosedCommentLosesOnlyItsOwnGame() throws IOException {
        List<Game> games = randomGames(new Random(11), 50);
        String text = pgn(games);
        // game 11: an opening brace that is never closed, after its first line of moves
        int at = lineStart(text, games.get(10).span()[0] + 1);
        String broken = text.substring(0, at) + "{ never closed " + text.substring(at);
        Read r = read(write("comment.pgn", broken));
        assertEquals(50, r.games());
        for (int g = 1; g <= 50; g++) {
            if (g != 11) {
                assertEquals(games.get(g - 1).positions(), r.positionsOf(g), "game " + g);
            }
        }
        assertEquals(1, r.problems().size(), r.problems().toString());
        CorpusProblem p = r.problems().get(0);
        assertEquals(games.get(10).span()[0] + 1, p.line());
        assertTrue(p.reason().startsWith("game 11 "), p.reason());
        assertTrue(p.reason().contains("never closed") && p.reason().contains("up to ply"), p.reason());
    }

    @Test
    void aGameWithTagsButNoMovesIsItsOwnGame() throws IOException {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        String text = "[Event \"no moves\"]\n[Site \"?\"]\n\n"
                + "[Event \"with a FEN\"]\n[FEN \"" + fen + "\"]\n\n1. e4 Kd7 *\n\n"
                + "[Event \"no moves, no FEN\"]\n\n"
                + "[Event \"last\"]\n\n1. d4 *\n";
        Read r = read(write("nomoves.pgn", text));
        assertEquals(4, r.games());
        assertEquals(0, r.problemCount(), r.problems().toString());
        assertEquals(1, r.positionsOf(1));
        assertEquals(3, r.positionsOf(2));
        assertEquals(fen, r.byGame().get(2).get(0).fen(), "game 2 starts from its own FEN tag");
        assertEquals(1, r.positionsOf(3));
        assertEquals(2, r.positionsOf(4));
    }

    @Test
    void anUnclosedVariationSaysWhichPositionsWereKept() throws IOException {
        String text = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 (2. f4 exf4 Nc6 2... Nc6 3. Bb5 *\n\n"
                + "[Event \"b\"]\n\n1. d4 d5 *\n";
        Read r = read(write("variation.pgn", text));
        assertEquals(2, r.games());
        assertEquals(1, r.problems().size());
        assertTrue(r.problems().get(0).reason().contains("up to ply 3 were read"), r.problems().toString());
        assertEquals(4, r.positionsOf(1), "the positions the problem says were read");
        assertEquals(3, r.positionsOf(2));
    }

    @Test
    void movesPastTheLargestFullmoveNumberSkipTheGameNotTheRun() throws IOException {
        String text = "[Event \"a\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 999999\"]\n\n1... Kd7 2. e4 *\n\n"
                + "[Event \"b\"]\n\n1. d4 d5 *\n";
        Read r = read(write("counters.pgn", text));
        assertEquals(2, r.games());
        assertEquals(1, r.problems().size());
        CorpusProblem p = r.problems().get(0);
        assertEquals(4, p.line());
        assertTrue(p.reason().contains("game 1") && p.reason().contains("999999"), p.reason());
        assertEquals(1, r.positionsOf(1));
        assertEquals(3, r.positionsOf(2));
    }

    private static final String NOISE = "{}()[];$%\"!?.-+=#x0123456789abcdefghKQRBNOP \n\t\u00e9\ufeff";

    /**
     * One game's movetext mutated (characters deleted, inserted, duplicated), 300 times: every other game is read
     * in full, the mutated one in full or with one problem naming it, its line and the positions kept.
     */
    @Test
    void mutatedPgnLosesNothingUncounted() throws IOException {
        Random random = new Random(23);
        List<Game> games = randomGames(random, 20);
        String text = pgn(games);
        Read clean = read(write("clean.pgn", text));
        assertEquals(0, clean.problemCount());
        long positions = 0;
        long problems = 0;
        long brokenGames = 0;
        for (int run = 0; run < PGN_RUNS; run++) {
            int victim = random.nextInt(games.size());
            Game game = games.get(victim);
            int from = lineStart(text, game.span()[0]);
            int to = lineStart(text, game.span()[1] + 1) - 1; // the movetext up to (not with) its last newline
            StringBuilder sb = new StringBuilder(text.substring(from, to));
            int edits = 1 + random.nextInt(4);
            for (int e = 0; e < edits && sb.length() > 1; e++) {
                int at = random.nextInt(sb.length());
                switch (random.nextInt(3)) {
                    case 0 -> sb.deleteCharAt(at);
                    case 1 -> sb.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
                    default -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + 1 + random.nextInt(6))));
                }
            }
            String mutated = text.substring(0, from) + sb.toString().replace("\n\n", "\n") + text.substring(to);
            Read r = read(write("fuzz.pgn", mutated));
            assertEquals(games.size(), r.games(), "run " + run + ": no game lost or merged");
            int number = victim + 1;
            for (int g = 1; g <= games.size(); g++) {
                if (g == number) {
                    continue;
                }
                List<CorpusUnit> got = r.byGame().getOrDefault(g, List.of());
                List<CorpusUnit> want = clean.byGame().get(g);
                assertEquals(want.size(), got.size(), "run " + run + ", game " + g);
                assertEquals(want.get(want.size() - 1).fen(), got.get(got.size() - 1).fen(), "run " + run);
            }
            for (CorpusProblem p : r.problems()) {
                assertTrue(p.reason().startsWith("game " + number + " "), "run " + run + ": " + p);
                assertTrue(p.line() >= game.span()[0] - 1 && p.line() <= game.span()[1] + 1, "run " + run + ": " + p);
                assertTrue(p.reason().contains("read") || p.reason().contains("skipped"), p.reason());
            }
            assertTrue(r.problemCount() <= 1, "run " + run + ": one problem per game: " + r.problems());
            positions += r.units().size();
            problems += r.problemCount();
            brokenGames += r.problemCount() > 0 ? 1 : 0;
        }
        System.out.printf("PGN fuzz: %d runs over %d games, %d positions read, %d problems (%d games cut short"
                + " or skipped), none uncounted%n", PGN_RUNS, games.size(), positions, problems, brokenGames);
    }

    /**
     * The real FEN/EPD files with random lines mutated: every entry is a position or a problem on its own line
     * (positions + problems = entries), unmutated lines are always read, and every position read parses.
     */
    @Test
    void mutatedFenAndEpdFilesCountEveryEntry() throws IOException {
        Random random = new Random(5);
        long entriesAll = 0;
        long problemsAll = 0;
        for (String name : List.of("games.fen", "wac.epd", "bratko-kopec.epd", "silent-but-deadly.epd",
                "perftsuite.epd")) {
            List<String> lines = Files.readAllLines(DataFolder.corpus(name), StandardCharsets.ISO_8859_1);
            lines = lines.subList(0, Math.min(lines.size(), 400));
            for (int run = 0; run < LINE_RUNS / 5; run++) {
                List<String> out = new ArrayList<>(lines);
                Set<Integer> touched = new HashSet<>();
                for (int k = 0; k < 1 + random.nextInt(12); k++) {
                    int i = random.nextInt(out.size());
                    StringBuilder sb = new StringBuilder(out.get(i));
                    for (int e = 0; e < 1 + random.nextInt(3) && sb.length() > 0; e++) {
                        int at = random.nextInt(sb.length());
                        if (random.nextBoolean()) {
                            sb.deleteCharAt(at);
                        } else {
                            sb.insert(at, NOISE.charAt(random.nextInt(NOISE.length() - 2)));
                        }
                    }
                    out.set(i, sb.toString().replace("\n", " "));
                    touched.add(i + 1);
                }
                if (run % 2 == 0) {
                    out.set(0, "\ufeff" + out.get(0)); // a byte-order mark loses nothing
                }
                Path file = write(name, String.join("\n", out) + "\n");
                Read r = read(file);
                long entries = out.stream().map(s -> s.replace("\ufeff", ""))
                        .filter(s -> !s.isBlank() && !s.stripLeading().startsWith("#")).count();
                assertEquals(entries, r.units().size() + r.problemCount(), name + " run " + run);
                for (CorpusProblem p : r.problems()) {
                    assertTrue(touched.contains(p.line()), name + ": an untouched line was refused: " + p);
                }
                Set<Integer> read = new HashSet<>();
                r.units().forEach(u -> read.add(u.line()));
                for (int i = 1; i <= out.size(); i++) {
                    if (!touched.contains(i) && !lines.get(i - 1).isBlank()) {
                        assertTrue(read.contains(i), name + ": line " + i + " lost");
                    }
                }
                entriesAll += entries;
                problemsAll += r.problemCount();
            }
        }
        System.out.printf("FEN/EPD fuzz: %d runs, %d entries, %d read, %d counted as problems with their line%n",
                LINE_RUNS, entriesAll, entriesAll - problemsAll, problemsAll);
    }

    private static int lineStart(String text, int line) {
        int at = 0;
        for (int l = 1; l < line; l++) {
            at = text.indexOf('\n', at) + 1;
        }
        return at;
    }
}
