package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.io.Corpus;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Fruit's generation order must still generate the right moves: every list is checked as a set against the
 * legal move generator (which perft proves) on the whole corpus, and the piece lists against the board
 * through random games.
 */
class FruitMoveOrderTest {
    private static Set<Integer> legalSet(Position p, int[] moves, int n) {
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (MoveRules.isLegal(p, moves[i])) {
                set.add(moves[i]);
            }
        }
        return set;
    }

    private static Set<Integer> set(int[] moves) {
        Set<Integer> s = new HashSet<>();
        for (int m : moves) {
            s.add(m);
        }
        return s;
    }

    @Test
    void everyListHoldsExactlyTheRightMovesOnTheCorpus() {
        FruitMoveOrder order = new FruitMoveOrder();
        int[] buf = new int[512];
        int evasionPositions = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position p = e.record().position();
            order.reset(p);
            Set<Integer> legal = set(MoveGenerator.legalMoves(p));
            int n = order.legal(p, buf, 0);
            assertThat(set(Arrays.copyOf(buf, n))).as(e.where()).isEqualTo(legal).hasSize(n);
            for (int i = 1; i < n; i++) {
                assertThat(FruitMoveOrder.rootOrder(buf[i - 1])).isLessThan(FruitMoveOrder.rootOrder(buf[i]));
            }
            if (p.inCheck()) {
                evasionPositions++;
                n = order.legalEvasions(p, buf, 0);
                assertThat(set(Arrays.copyOf(buf, n))).as(e.where()).isEqualTo(legal).hasSize(n);
                n = order.pseudoEvasions(p, buf, 0);
                assertThat(legalSet(p, buf, n)).as(e.where()).isEqualTo(legal);
                continue;
            }
            int t = order.tactical(p, buf, 0);
            Set<Integer> tactical = legalSet(p, buf, t);
            for (int i = 0; i < t; i++) {
                assertThat(MoveRules.isTactical(p, buf[i])).isTrue();
            }
            assertThat(new HashSet<>(Arrays.stream(Arrays.copyOf(buf, t)).boxed().toList())).hasSize(t);
            int q = order.quiet(p, buf, 0);
            Set<Integer> quiet = legalSet(p, buf, q);
            for (int i = 0; i < q; i++) {
                assertThat(MoveRules.isTactical(p, buf[i])).isFalse();
            }
            Set<Integer> union = new HashSet<>(tactical);
            union.addAll(quiet);
            assertThat(union).as(e.where()).isEqualTo(legal);
            assertThat(tactical.size() + quiet.size()).isEqualTo(legal.size());

            Set<Integer> checking = new HashSet<>();
            for (int m : legal) {
                if (!MoveRules.isTactical(p, m) && MoveRules.givesCheck(p, m)) {
                    checking.add(m);
                }
            }
            int c = order.quietChecks(p, buf, 0);
            Set<Integer> generated = legalSet(p, buf, c);
            assertThat(generated).as("quiet checks in %s", e.where()).containsAll(checking);
            for (int i = 0; i < c; i++) {
                assertThat(MoveRules.isTactical(p, buf[i])).isFalse();
            }
        }
        assertThat(evasionPositions).isGreaterThan(50);
    }

    @Test
    void pieceListsFollowTheBoardThroughRandomGames() {
        Random random = new Random(2005);
        List<Corpus.Entry> all = Corpus.all();
        for (int game = 0; game < 300; game++) {
            Position p = all.get(random.nextInt(all.size())).record().position().copy();
            FruitMoveOrder order = new FruitMoveOrder();
            order.reset(p);
            PieceLists fresh = new PieceLists();
            fresh.reset(p);
            String start = fresh.describe();
            int played = 0;
            for (int ply = 0; ply < 60; ply++) {
                int[] legal = MoveGenerator.legalMoves(p);
                if (legal.length == 0) {
                    break;
                }
                order.make(p, legal[random.nextInt(legal.length)]);
                played++;
                checkLists(order.lists(), p);
            }
            for (int i = 0; i < played; i++) {
                order.unmake(p);
            }
            assertThat(order.lists().describe()).isEqualTo(start);
        }
    }

    private static void checkLists(PieceLists lists, Position p) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long pieces = p.occupancy(c) & ~p.pieces(c, PieceType.PAWN);
            assertThat(lists.pieceCount(c)).isEqualTo(Bitboards.count(pieces));
            assertThat(lists.piece(c, 0)).isEqualTo(p.kingSquare(c));
            long seen = 0;
            for (int i = 0; i < lists.pieceCount(c); i++) {
                int sq = lists.piece(c, i);
                seen |= Bitboards.bit(sq);
                if (i > 0) {
                    int before = Piece.type(p.pieceAt(lists.piece(c, i - 1)));
                    assertThat(Piece.type(p.pieceAt(sq))).as(lists.describe()).isLessThanOrEqualTo(before);
                }
            }
            assertThat(seen).isEqualTo(pieces);
            long pawns = 0;
            for (int i = 0; i < lists.pawnCount(c); i++) {
                pawns |= Bitboards.bit(lists.pawn(c, i));
            }
            assertThat(pawns).isEqualTo(p.pieces(c, PieceType.PAWN));
        }
    }

    @Test
    void promotedPiecesJoinTheListAfterPiecesOfAtLeastTheirValue() {
        Position p = Position.fromFen("4k3/1P6/8/8/8/8/8/R3K1NQ w - - 0 1");
        FruitMoveOrder order = new FruitMoveOrder();
        order.reset(p);
        assertThat(order.lists().describe()).startsWith("white pieces e1 h1 a1 g1");
        order.make(p, Move.promotion(evalbench.core.Square.B7, evalbench.core.Square.B8, PieceType.QUEEN));
        assertThat(order.lists().describe()).startsWith("white pieces e1 h1 b8 a1 g1");
        order.unmake(p);
        order.make(p, Move.promotion(evalbench.core.Square.B7, evalbench.core.Square.B8, PieceType.KNIGHT));
        assertThat(order.lists().describe()).startsWith("white pieces e1 h1 a1 g1 b8");
    }
}
