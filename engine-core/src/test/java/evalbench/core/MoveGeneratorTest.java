package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.Corpus;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The special rules, each on a hand-made position whose legal moves can be listed by hand. */
class MoveGeneratorTest {

    private static Set<String> legal(String fen) {
        return Arrays.stream(MoveGenerator.legalMoves(Fen.parse(fen))).mapToObj(Move::toUci)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> set(String... ucis) {
        return new TreeSet<>(Arrays.asList(ucis));
    }

    // ---- castling ------------------------------------------------------------------------------

    @Test
    void castlingBothWaysWhenNothingStandsInTheWay() {
        assertThat(legal("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")).contains("e1g1", "e1c1");
        assertThat(legal("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")).contains("e8g8", "e8c8");
        int[] moves = MoveGenerator.legalMoves(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        assertThat(Arrays.stream(moves).filter(Move::isCastling).mapToObj(Move::toUci)).containsExactlyInAnyOrder("e1g1", "e1c1");
    }

    @Test
    void noCastlingOutOfCheck() {
        // The rook on e4 checks the king on e1.
        assertThat(legal("r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1")).doesNotContain("e1g1", "e1c1");
    }

    @Test
    void noCastlingThroughAnAttackedSquare() {
        // Rook f4 covers f1, which the king crosses going to g1; the queen side is free.
        assertThat(legal("r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1")).doesNotContain("e1g1").contains("e1c1");
        // Rook d4 covers d1.
        assertThat(legal("r3k2r/8/8/8/3r4/8/8/R3K2R w KQkq - 0 1")).doesNotContain("e1c1").contains("e1g1");
        // Bishop a3 covers f8 for Black.
        assertThat(legal("r3k2r/8/8/8/8/B7/8/R3K2R b KQkq - 0 1")).doesNotContain("e8g8").contains("e8c8");
    }

    @Test
    void noCastlingIntoCheck() {
        assertThat(legal("r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1")).doesNotContain("e1g1").contains("e1c1");
        assertThat(legal("r3k2r/8/8/8/2r5/8/8/R3K2R w KQkq - 0 1")).doesNotContain("e1c1").contains("e1g1");
    }

    @Test
    void anAttackedRookOrB1DoesNotStopCastling() {
        // Only the king's squares matter: b1 (covered by rook b4) may be attacked, and so may the rooks
        // themselves (a8 and h8 look down the a- and h-files at a1 and h1).
        assertThat(legal("r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1")).contains("e1c1", "e1g1");
        Position rooksAttacked = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(rooksAttacked.isAttacked(Square.A1, Colour.BLACK)).isTrue();
        assertThat(rooksAttacked.isAttacked(Square.H1, Colour.BLACK)).isTrue();
        assertThat(legal(rooksAttacked.toFen())).contains("e1c1", "e1g1");
    }

    @Test
    void castlingIsBlockedByAnyPieceBetweenKingAndRook() {
        assertThat(legal("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1")).doesNotContain("e1g1", "e1c1");
        // An enemy knight on b1 blocks the long castling although the king never crosses b1.
        assertThat(legal("r3k2r/8/8/8/8/8/8/Rn2K2R w KQkq - 0 1")).doesNotContain("e1c1").contains("e1g1");
        assertThat(legal("r2qk2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")).doesNotContain("e8c8").contains("e8g8");
    }

    @Test
    void castlingNeedsTheRight() {
        assertThat(legal("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")).contains("e1g1").doesNotContain("e1c1");
        assertThat(legal("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1")).contains("e8c8").doesNotContain("e8g8");
        assertThat(legal("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1")).doesNotContain("e1g1", "e1c1");
    }

    // ---- en passant ----------------------------------------------------------------------------

    @Test
    void enPassantCaptureIsGenerated() {
        Position p = Fen.parse("4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 1");
        int ep = Arrays.stream(MoveGenerator.legalMoves(p)).filter(Move::isEnPassant).findFirst().orElseThrow();
        assertThat(Move.toUci(ep)).isEqualTo("b5c6");
        assertThat(legal("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1")).contains("d4e3", "d4d3");
    }

    @Test
    void enPassantMayNotExposeTheKingAlongTheRank() {
        // Taking c5 en passant empties b5 and c5 at once: the rook on h5 would then check the king on a5.
        assertThat(legal("8/8/8/KPp4r/8/8/8/7k w - c6 0 1")).doesNotContain("b5c6").contains("b5b6");
        // The same with the king on the right and the rook on the left.
        assertThat(legal("8/8/8/r1pP3K/8/8/8/k7 w - c6 0 1")).doesNotContain("d5c6").contains("d5d6");
    }

    @Test
    void aDiagonallyPinnedPawnMayNotTakeEnPassantOffItsLine() {
        // Bishop h8 pins e5 to the king on b2 along h8-b2: neither exd6 nor e6.
        Set<String> moves = legal("4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1");
        assertThat(moves).doesNotContain("e5d6", "e5e6");
    }

    @Test
    void enPassantMayCaptureAPawnGivingCheck() {
        // d7-d5 checked the king on e4; exd6 removes the checker. e6 does not help.
        Set<String> moves = legal("8/8/8/3pP3/4K3/8/8/k7 w - d6 0 1");
        assertThat(moves).contains("e5d6").doesNotContain("e5e6");
    }

    @Test
    void enPassantDoesNotAnswerACheckFromAnotherPiece() {
        // The rook on a1 checks along the first rank; exd6 leaves that check.
        assertThat(legal("4k3/8/8/3pP3/8/8/8/r3K3 w - d6 0 1")).doesNotContain("e5d6")
                .isEqualTo(set("e1d2", "e1e2", "e1f2"));
    }

    // ---- pins and checks -----------------------------------------------------------------------

    @Test
    void aPinnedRookMovesOnlyAlongThePin() {
        assertThat(legal("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1")).isEqualTo(set(
                "e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8", "e1d1", "e1d2", "e1f1", "e1f2"));
    }

    @Test
    void aPinnedKnightCannotMove() {
        assertThat(legal("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1")).isEqualTo(set("e1d1", "e1d2", "e1f1", "e1f2"));
    }

    @Test
    void aPinnedBishopMovesAlongItsDiagonalUpToAndIncludingThePinner() {
        assertThat(legal("6k1/8/8/4b3/8/8/1B6/K7 w - - 0 1")).isEqualTo(set("b2c3", "b2d4", "b2e5", "a1a2", "a1b1"));
    }

    @Test
    void pinnedPawns() {
        // Pinned along the file: pushes stay on the line.
        assertThat(legal("4r1k1/8/8/8/8/8/4P3/4K3 w - - 0 1")).isEqualTo(set(
                "e2e3", "e2e4", "e1d1", "e1d2", "e1f1", "e1f2"));
        // Pinned along the diagonal: it may take the pinner but not push.
        assertThat(legal("6k1/8/8/8/8/6b1/5P2/4K3 w - - 0 1")).isEqualTo(set("f2g3", "e1d1", "e1d2", "e1e2", "e1f1"));
    }

    @Test
    void inSingleCheckOnlyBlocksCapturesAndKingMoves() {
        // Rook e8 checks along the e-file; the bishop can block on e3 only.
        assertThat(legal("4r1k1/8/8/8/8/8/8/2B1K3 w - - 0 1")).isEqualTo(set("e1d1", "e1d2", "e1f1", "e1f2", "c1e3"));
    }

    @Test
    void inDoubleCheckOnlyTheKingMoves() {
        // Rook a1 and knight f3 both check e1. The rook h1 could take nothing useful and may not move;
        // f1 stays covered by the rook through the king's square, d1 by the rook, d2 by the knight.
        assertThat(legal("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1")).isEqualTo(set("e1e2", "e1f2"));
    }

    // ---- promotions ----------------------------------------------------------------------------

    @Test
    void allFourPromotionsOnPushAndCapture() {
        Position p = Fen.parse("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        Set<String> moves = legal(p.toFen());
        assertThat(moves).contains("b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8r", "b7a8b", "b7a8n");
        assertThat(moves).noneMatch(m -> m.startsWith("b7") && m.length() == 4);
        int[] promotions = Arrays.stream(MoveGenerator.legalMoves(p)).filter(Move::isPromotion).toArray();
        assertThat(promotions).hasSize(8);
        assertThat(Arrays.stream(promotions).map(Move::promotionType).distinct().sorted().toArray())
                .containsExactly(PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK, PieceType.QUEEN);
        assertThat(legal("4k3/8/8/8/8/8/6p1/4K2R b - - 0 1"))
                .contains("g2g1q", "g2g1r", "g2g1b", "g2g1n", "g2h1q", "g2h1r", "g2h1b", "g2h1n");
    }

    // ---- captures only -------------------------------------------------------------------------

    @Test
    void capturesOnlyIsTheCaptureAndPromotionSubsetOfTheFullListOnEveryCorpusPosition() {
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int[] captures = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        for (Position p : Corpus.allPositions()) {
            int n = MoveGenerator.generate(p, all, 0);
            Set<Integer> full = Arrays.stream(all, 0, n).boxed().collect(Collectors.toSet());
            assertThat(full).as("duplicates in %s", p).hasSize(n);
            Set<Integer> expected = full.stream()
                    .filter(m -> p.pieceAt(Move.to(m)) != Piece.NONE || Move.isEnPassant(m) || Move.isPromotion(m))
                    .collect(Collectors.toSet());
            int c = MoveGenerator.generateCaptures(p, captures, 0);
            Set<Integer> got = Arrays.stream(captures, 0, c).boxed().collect(Collectors.toSet());
            assertThat(got).as("captures of %s", p).hasSize(c).isEqualTo(expected);
            for (int m : full) {
                assertThat(p.pieceAt(Move.to(m))).as("%s takes a king in %s", Move.toUci(m), p)
                        .isNotEqualTo(Piece.make(p.sideToMove() ^ 1, PieceType.KING));
                assertThat(MoveGenerator.isLegal(p, m)).isTrue();
            }
            positions++;
        }
        assertThat(positions).isEqualTo(7845 + 299 + 24 + 134 + 126);
    }

    @Test
    void startPositionHasTwentyMovesAndNoCaptures() {
        assertThat(legal(Position.START_FEN)).hasSize(20);
        assertThat(MoveGenerator.generateCaptures(Position.start(), new int[MoveGenerator.MAX_MOVES], 0)).isZero();
        assertThat(MoveGenerator.isLegal(Position.start(), Move.make(Square.E2, Square.E5))).isFalse();
    }
}
