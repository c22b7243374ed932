package evalbench.studies.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Move;
import evalbench.core.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuietLeafTest {
    private static FingerprintEngine.Answer answer(String score, String... pv) {
        return new FingerprintEngine.Answer(FingerprintEngine.Score.parseUci(score), List.of(pv), 1, 0);
    }

    private static QuietLeaf.Outcome classify(String fen, String score, String... pv) {
        return QuietLeaf.classify(Position.fromFen(fen), answer(score, pv));
    }

    @Test
    void aQuietLeafKeepsTheScoreInItsSideToMovesView() {
        // 1.e4 e5 2.Nf3: Black to move has no capture, promotion or check
        QuietLeaf.Outcome o = classify(Position.START_FEN, "cp 35", "e2e4", "e7e5", "g1f3");
        assertTrue(o.kept());
        assertEquals(-35, o.leafScore());
        assertEquals(3, o.plies());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", o.leaf().toFen());
        // two plies: the root's side is on move again, the sign stays (1.e4 e5: no capture, Bb5 and Qh5 no check)
        QuietLeaf.Outcome even = classify(Position.START_FEN, "cp -12", "e2e4", "e7e5");
        assertTrue(even.kept(), String.valueOf(even.drop()));
        assertEquals(-12, even.leafScore());
    }

    @Test
    void scoresOutsideThePlausibleRangeAreDroppedLikeMates() {
        // Math.abs(-2147483648) is negative: that score passed a filter written with it (issue 31, item 4)
        for (String score : List.of("cp 2147483647", "cp -2147483647", "cp -2147483648", "cp 32767", "cp -32767",
                "cp 9000", "cp -9000", "cp 2147483648", "cp -99999999999999999999999")) {
            assertTrue(FingerprintEngine.Score.parseUci(score).mate(), score);
            assertEquals(QuietLeaf.Drop.MATE, classify(Position.START_FEN, score, "e2e4", "e7e5", "g1f3").drop(),
                    score);
        }
        for (String score : List.of("cp 8999", "cp -8999", "cp 0")) {
            assertTrue(classify(Position.START_FEN, score, "e2e4", "e7e5", "g1f3").kept(), score);
        }
        assertTrue(FingerprintEngine.Score.ofXboard(Integer.MIN_VALUE).mate());
        assertTrue(FingerprintEngine.Score.ofXboard(Integer.MAX_VALUE).mate());
        assertEquals(-8999, FingerprintEngine.Score.ofXboard(-8999).centipawns());
        assertTrue(!FingerprintEngine.Score.ofXboard(-8999).mate());
    }

    @Test
    void eachFilterDropsWhatItNames() {
        assertEquals(QuietLeaf.Drop.NO_SCORE_OR_PV, classify(Position.START_FEN, "", "e2e4").drop());
        assertEquals(QuietLeaf.Drop.NO_SCORE_OR_PV, classify(Position.START_FEN, "cp 10").drop());
        assertEquals(QuietLeaf.Drop.MATE, classify(Position.START_FEN, "mate 3", "e2e4").drop());
        assertEquals(QuietLeaf.Drop.MATE, classify(Position.START_FEN, "cp 31000", "e2e4").drop());
        assertEquals(QuietLeaf.Drop.BOUND, classify(Position.START_FEN, "cp 20 lowerbound", "e2e4").drop());
        assertEquals(QuietLeaf.Drop.ILLEGAL_PV, classify(Position.START_FEN, "cp 20", "e2e5").drop());
        // the knights out and back: the leaf is the root again, a search scores it a draw
        assertEquals(QuietLeaf.Drop.DRAWN_BY_RULE,
                classify(Position.START_FEN, "cp 0", "g1f3", "g8f6", "f3g1", "f6g8").drop());
        // a move that does not repeat and keeps the clock below 100 halfmoves is kept; one that reaches 100 is not
        assertTrue(classify("4k3/p7/8/8/8/8/4P3/R3K3 w - - 98 80", "cp 500", "a1a2").kept());
        assertEquals(QuietLeaf.Drop.DRAWN_BY_RULE,
                classify("4k3/p7/8/8/8/8/4P3/R3K3 w - - 99 80", "cp 500", "a1a2").drop());
        // 1.e4 d5: exd5 is there
        assertEquals(QuietLeaf.Drop.LEAF_CAPTURE, classify(Position.START_FEN, "cp 20", "e2e4", "d7d5").drop());
        // 1.e4 f6: Qh5+ is there, and no capture
        assertEquals(QuietLeaf.Drop.LEAF_CHECK, classify(Position.START_FEN, "cp 20", "e2e4", "f7f6").drop());
        // 1.e4 f6 2.Qh5+: Black is in check
        assertEquals(QuietLeaf.Drop.LEAF_IN_CHECK,
                classify(Position.START_FEN, "cp 20", "e2e4", "f7f6", "d1h5").drop());
        assertEquals(QuietLeaf.Drop.LEAF_PROMOTION, classify("7k/P6p/8/8/8/8/8/K7 b - - 0 1", "cp 500", "h8g8").drop());
        // stalemate at the leaf: Black king a8 and pawn h5 (blocked), White queen c7 after Qd6-c7
        assertEquals(QuietLeaf.Drop.LEAF_NO_MOVES, classify("k7/8/3Q4/7p/7P/8/8/K7 w - - 0 1", "cp 0", "d6c7").drop());
        // king and rook against a bare king: special mating knowledge, not evaluation
        assertEquals(QuietLeaf.Drop.LEAF_BARE_KING, classify("8/8/2K5/8/8/3k4/7r/8 b - - 1 68", "cp -800", "d3e3").drop());
    }

    @Test
    void enginesMoveNotationsAllParse() {
        Position p = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        int uci = QuietLeaf.parse(p, "f1c4");
        assertNotEquals(Move.NONE, uci);
        assertEquals(uci, QuietLeaf.parse(p, "Bf1-c4"));
        assertEquals(uci, QuietLeaf.parse(p, "Bc4"));
        assertEquals(QuietLeaf.parse(p, "f3e5"), QuietLeaf.parse(p, "Nf3xe5"));
        assertEquals(Move.NONE, QuietLeaf.parse(p, "Bf1-c5"));
        assertEquals(Move.NONE, QuietLeaf.parse(p, "nonsense"));
        Position castle = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals(QuietLeaf.parse(castle, "e1g1"), QuietLeaf.parse(castle, "O-O"));
        assertNull(QuietLeaf.noisy(Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"),
                QuietLeaf.Rule.STRICT));
    }

    @Test
    void theSeeRuleLetsOnlyLosingCapturesThrough() {
        // 1.e4 e5 2.Nf3 Nc6 3.Bc4 d6: White's Bxf7+ (a losing capture with check) is there; Nxe5 loses the knight
        // to dxe5 or Nxe5 (SEE < 0); Ng5 attacks f7 but is no capture
        Position leaf = Position.fromFen("r1bqkbnr/ppp2ppp/2np4/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        assertEquals(QuietLeaf.Drop.LEAF_CAPTURE, QuietLeaf.noisy(leaf, QuietLeaf.Rule.STRICT));
        assertEquals(QuietLeaf.Drop.LEAF_CHECK, QuietLeaf.noisy(leaf, QuietLeaf.Rule.SEE));
        // 1.e4 d5: exd5 wins a pawn (SEE > 0) and is a capture under both rules
        Position even = Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertEquals(QuietLeaf.Drop.LEAF_CAPTURE, QuietLeaf.noisy(even, QuietLeaf.Rule.SEE));
    }
}
