package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import evalbench.core.io.Corpus;
import evalbench.core.io.PositionRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveNotationTest {
    /** Canonical SAN as written: castling, piece moves with optional origin, pawn moves; then + or #. */
    private static final Pattern CANONICAL_SAN = Pattern.compile(
            "(O-O(-O)?|[KQRBN]([a-h]|[1-8]|[a-h][1-8])?x?[a-h][1-8]|([a-h]x)?[a-h][1-8](=[QRBN])?)[+#]?");

    private static final String TWO_KNIGHTS = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    private static final String PINNED_KNIGHT = "4k3/8/8/4b3/8/2N3N1/8/K7 w - - 0 1";
    private static final String CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private static final String PROMOTION = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    private static final String EN_PASSANT = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";

    // ---- round trips over the corpus ---------------------------------------------------------------

    @Test
    void everyLegalMoveOfEveryCorpusPositionRoundTripsThroughUciAndSan() {
        long moves = 0;
        for (Position p : Corpus.allPositions()) {
            String fen = p.toFen();
            Set<String> sans = new HashSet<>();
            for (int move : MoveGenerator.legalMoves(p)) {
                String uci = Uci.format(move);
                // Plain comparisons in this hot loop; assertions only to report a failure.
                if (Uci.parse(p, uci) != move) {
                    fail("UCI %s in %s reads back as %s", uci, fen, Uci.format(Uci.parse(p, uci)));
                }
                String san = San.format(p, move);
                if (!CANONICAL_SAN.matcher(san).matches()) {
                    fail("SAN of %s in %s is not canonical: %s", uci, fen, san);
                }
                if (San.parse(p, san) != move) {
                    fail("SAN %s (%s) in %s reads back as %s", san, uci, fen, Uci.format(San.parse(p, san)));
                }
                if (!sans.add(san)) {
                    fail("SAN %s written for two moves in %s", san, fen);
                }
                checkMinimalOrigin(p, san, move);
                moves++;
            }
            assertThat(p.toFen()).as("writing and reading moves leaves the position").isEqualTo(fen);
        }
        assertThat(moves).isGreaterThan(200_000);
    }

    /** An origin is written only when needed: with less of it, the move would be ambiguous. */
    private static void checkMinimalOrigin(Position p, String san, int move) {
        if (!Character.isUpperCase(san.charAt(0)) || san.startsWith("O-")) {
            return;
        }
        String body = san.replaceAll("[+#]$", "");
        String target = body.substring(body.length() - 2);
        String piece = body.substring(0, 1);
        String capture = body.contains("x") ? "x" : "";
        String origin = body.substring(1, body.length() - 2 - capture.length());
        if (origin.isEmpty()) {
            return;
        }
        List<String> shorter = new ArrayList<>();
        if (origin.length() == 2) {
            shorter.add(piece + origin.charAt(0) + capture + target);
            shorter.add(piece + origin.charAt(1) + capture + target);
        } else {
            shorter.add(piece + capture + target);
            if (Character.isDigit(origin.charAt(0))) {
                // A rank is written only when the file does not tell the pieces apart.
                shorter.add(piece + (char) ('a' + Square.file(Move.from(move))) + capture + target);
            }
        }
        for (String s : shorter) {
            assertThatThrownBy(() -> San.parse(p, s)).as("%s is needlessly long in %s (%s is enough)", san, p, s)
                    .hasMessageContaining("ambiguous");
        }
        // The full origin square is always accepted, needed or not.
        String longForm = piece + Square.name(Move.from(move)) + capture + target;
        assertThat(San.parse(p, longForm)).as("%s in %s", longForm, p).isEqualTo(move);
    }

    // ---- writing SAN -----------------------------------------------------------------------------------

    @ParameterizedTest(name = "{1} in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        // plain moves
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3 | Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4 | e4",
        // origin by file, by rank, by both
        TWO_KNIGHTS + " | b1d2 | Nbd2",
        TWO_KNIGHTS + " | f1d2 | Nfd2",
        TWO_KNIGHTS + " | f1g3 | Ng3",
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1 | g1f3 | N1f3",
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1 | g5f3 | N5f3",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 | a1a3 | R1a3",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 | a5a3 | R5a3",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 | a5h5 | Rh5",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 | a5e5 | Re5+",
        "4k3/8/8/8/8/Q7/8/Q1Q3K1 w - - 0 1 | a1b2 | Qa1b2",
        "4k3/8/8/8/8/Q7/8/Q1Q3K1 w - - 0 1 | a3b2 | Q3b2",
        "4k3/8/8/8/8/Q7/8/Q1Q3K1 w - - 0 1 | c1b2 | Qcb2",
        "4k3/8/8/8/8/8/4K3/R2n3R w - - 0 1 | a1d1 | Raxd1",
        "4k3/8/8/8/8/8/4K3/R2n3R w - - 0 1 | h1d1 | Rhxd1",
        "4k3/8/8/8/8/8/4K3/R2n3R w - - 0 1 | e2d1 | Kxd1",
        // the knight on c3 is pinned: only one knight can legally go to e2, so no origin
        PINNED_KNIGHT + " | g3e2 | Ne2",
        // captures, en passant, promotions
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | e4d5 | exd5",
        EN_PASSANT + " | e5d6 | exd6",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 | b7b8q | b8=Q+",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 | b7b8r | b8=R+",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 | b7b8b | b8=B",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 | b7b8n | b8=N",
        PROMOTION + " | b7a8q | bxa8=Q+",
        PROMOTION + " | b7a8n | bxa8=N",
        "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1 | e1d2 | Kxd2",
        // castling, with check too
        CASTLES + " | e1g1 | O-O",
        CASTLES + " | e1c1 | O-O-O",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1 | e1g1 | O-O+",
        "r3k3/8/8/8/8/8/8/3K4 b q - 0 1 | e8c8 | O-O-O+",
        // check and mate
        "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 | f1b5 | Bb5+",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 | a1a8 | Ra8#",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4 | h5f7 | Qxf7#",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2 | d8h4 | Qh4#",
    })
    void writesSan(String fen, String uci, String san) {
        Position p = Fen.parse(fen);
        int move = Uci.parse(p, uci);
        assertThat(San.format(p, move)).isEqualTo(san);
        assertThat(San.parse(p, san)).isEqualTo(move);
        assertThat(p.toFen()).isEqualTo(fen);
    }

    @Test
    void writingAnIllegalMoveIsAnError() {
        assertThatThrownBy(() -> San.format(Position.start(), Move.make(Square.E2, Square.E5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("e2e5").hasMessageContaining("not legal");
    }

    // ---- reading SAN ---------------------------------------------------------------------------------

    @ParameterizedTest(name = "''{1}'' in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3+ | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3# | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3! | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3?! | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3+!! | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ngf3 | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ng1f3 | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e4? | e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4 | e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Pe3 | e2e3",
        CASTLES + " | O-O | e1g1",
        CASTLES + " | 0-0 | e1g1",
        CASTLES + " | O-O-O | e1c1",
        CASTLES + " | 0-0-0 | e1c1",
        CASTLES + " | O-O+ | e1g1",
        PROMOTION + " | b8=Q | b7b8q",
        PROMOTION + " | b8Q | b7b8q",
        PROMOTION + " | b8=q | b7b8q",
        PROMOTION + " | b8N | b7b8n",
        PROMOTION + " | bxa8Q+ | b7a8q",
        PROMOTION + " | bxa8=R | b7a8r",
        PROMOTION + " | ba8=B | b7a8b",
        EN_PASSANT + " | exd6 | e5d6",
        EN_PASSANT + " | exd6e.p. | e5d6",
        EN_PASSANT + " | exd6 e.p. | e5d6",
        EN_PASSANT + " | exd6 e.p.+ | e5d6",
        EN_PASSANT + " | ed6 | e5d6",
        "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1 | Nd5 | e3d5",
        "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1 | N:d5 | e3d5",
        PINNED_KNIGHT + " | Nge2 | g3e2",
        PINNED_KNIGHT + " | Ne2 | g3e2",
    })
    void readsTolerantly(String fen, String text, String uci) {
        Position p = Fen.parse(fen);
        assertThat(Uci.format(San.parse(p, text))).isEqualTo(uci);
    }

    @ParameterizedTest(name = "''{1}'' in {0}: {2}")
    @CsvSource(delimiter = '|', value = {
        // malformed
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Zf3 | is malformed",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf9 | is malformed",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | nf3 | is malformed",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2-e4 | is malformed",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | N | is malformed",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | +! | there is no move in it",
        // not legal, with the reason
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nd2 | d2 is occupied by white's own pawn",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nc4 | no white knight can move to c4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e5 | a pawn cannot move from e2 to e5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Qh5 | the queen's way from d1 to h5 is blocked",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nxf3 | it marks a capture, but f3 is empty",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e4=Q | only a pawn reaching the last rank promotes",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | O-O | castling kingside is blocked: f1 is occupied",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | R3a3 | white has no rook on rank 3",
        PROMOTION + " | b8 | must promote",
        PINNED_KNIGHT + " | Nce2 | the knight on c3 may not go to e2: it would leave the white king in check",
        "4r1k1/8/8/8/8/8/8/2B1K3 w - - 0 1 | Bd2 | the bishop on c1 may not go to d2: it would leave the white king in check",
        "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1 | Kd2 | the white king would be in check on d2",
        "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1 | O-O | white has no right to castle kingside",
        "r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1 | O-O | the king would pass through f1, which black attacks",
        "r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1 | O-O | the king would land on g1, which black attacks",
        "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1 | O-O-O | castling out of check is not allowed",
        "r2qk2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | 0-0-0 | castling queenside is blocked: d8 is occupied",
        "4k3/8/8/8/8/8/8/R2K3R w - - 0 1 | O-O | the white king is not on e1",
        CASTLES + " | Kg1 | castling is written O-O or O-O-O",
        // ambiguous
        TWO_KNIGHTS + " | Nd2 | is ambiguous in 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1: it fits Nbd2, Nfd2",
        "4k3/8/8/8/8/Q7/8/Q1Q3K1 w - - 0 1 | Qab2 | it fits Qa1b2, Q3b2",
    })
    void rejectsWithTheReason(String fen, String text, String reason) {
        Position p = Fen.parse(fen);
        assertThatThrownBy(() -> San.parse(p, text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("SAN move '" + text + "'").hasMessageContaining(reason);
        assertThat(p.toFen()).isEqualTo(fen);
    }

    @Test
    void nullAndEmptySanAreErrors() {
        assertThatThrownBy(() -> San.parse(Position.start(), null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("none given");
        assertThatThrownBy(() -> San.parse(Position.start(), "  ")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no move");
    }

    // ---- UCI -------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "''{1}'' in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | ' e2e4 ' | e2e4",
        PROMOTION + " | b7b8Q | b7b8q",
        PROMOTION + " | b7a8n | b7a8n",
    })
    void readsUci(String fen, String text, String uci) {
        assertThat(Uci.format(Uci.parse(Fen.parse(fen), text))).isEqualTo(uci);
    }

    @Test
    void uciCastlingIsTheKingsMoveAndEnPassantThePawns() {
        int castle = Uci.parse(Fen.parse(CASTLES), "e1c1");
        assertThat(Move.isCastling(castle)).isTrue();
        int ep = Uci.parse(Fen.parse(EN_PASSANT), "e5d6");
        assertThat(Move.isEnPassant(ep)).isTrue();
        assertThat(Uci.format(Move.NONE)).isEqualTo("0000");
    }

    @ParameterizedTest(name = "''{1}'' in {0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e5 | is not legal in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1: a pawn cannot move from e2 to e5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e9e4 | is malformed: 'e9' is not a square",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2 | is malformed: expected two squares",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4e4 | is malformed",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4x | 'x' is not a promotion piece",
        PROMOTION + " | b7b8k | 'k' is not a promotion piece (q, r, b or n)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 0000 | the null move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e3e4 | there is no piece on e3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e7e5 | the pawn on e7 is black's, and white is to move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4q | only a pawn reaching the last rank promotes",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1g3 | a knight cannot move from g1 to g3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e1g1 | castling kingside is blocked: f1 is occupied",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e2 | the piece would stay on e2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2d3 | a pawn moves diagonally only to capture, and d3 is empty",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e1h1 | h1 is occupied by white's own rook",
        PROMOTION + " | b7b8 | a pawn reaching the last rank must promote",
        PROMOTION + " | e1e2q | only a pawn reaching the last rank promotes",
        "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1 | e1g1 | white has no right to castle kingside",
        "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1 | e1d2 | the white king would be in check on d2",
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 1 | b5c6 | it would leave the white king in check",
        "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1 | d5d7 | a pawn moves two squares only from its starting rank",
        "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1 | e2e4 | the pawn on e2 is blocked",
    })
    void rejectsUciWithTheReason(String fen, String text, String reason) {
        assertThatThrownBy(() -> Uci.parse(Fen.parse(fen), text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("UCI move '" + text.strip() + "'").hasMessageContaining(reason);
    }

    @Test
    void nullUciIsAnError() {
        assertThatThrownBy(() -> Uci.parse(Position.start(), null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("none given");
    }

    // ---- the test suites' best moves -------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @CsvSource({"wac.epd, 299", "bratko-kopec.epd, 24", "silent-but-deadly.epd, 134"})
    void bestMovesOfTheSuitesAreLegalSan(String file, int positions) {
        int moves = 0;
        List<PositionRecord> records = Corpus.records(file);
        assertThat(records).hasSize(positions);
        for (PositionRecord r : records) {
            List<String> best = r.operands("bm");
            assertThat(best).as("%s %s has a best move", file, r.id()).isNotEmpty();
            for (String san : best) {
                Position p = r.position();
                int move = San.parse(p, san);
                // The suites write canonical SAN: writing the move back gives the same text.
                assertThat(San.format(p, move)).as("%s %s: %s", file, r.id(), san).isEqualTo(san);
                moves++;
            }
        }
        assertThat(moves).isGreaterThanOrEqualTo(positions);
    }
}
