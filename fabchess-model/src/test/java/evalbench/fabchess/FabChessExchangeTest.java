package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.Position;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** FabChess's SEE and gives-check on hand-made positions, its quirks included (specification §8). */
class FabChessExchangeTest {
    private static int find(Position pos, String uci) {
        int[] moves = new int[FabChessMoveGenerator.MAX_MOVES];
        int n = FabChessMoveGenerator.generate(pos, moves, false);
        return Arrays.stream(moves, 0, n).filter(m -> Move.toUci(m).equals(uci)).findFirst().orElseThrow();
    }

    private static int see(String fen, String uci, boolean fast) {
        Position pos = Position.fromFen(fen);
        return new FabChessExchange().see(pos, find(pos, uci), fast);
    }

    @Test
    void plainExchanges() {
        // Pawn takes an undefended knight.
        assertThat(see("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", false)).isEqualTo(400);
        // Queen takes a pawn defended by a pawn: loses the queen for a pawn.
        assertThat(see("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", false)).isEqualTo(100 - 1100);
        // Rook takes a knight defended by a rook, a second rook behind the first: 400 - 650 + 650.
        assertThat(see("3rk3/3r4/8/3n4/8/8/3R4/3RK3 w - - 0 1", "d2d5", false)).isEqualTo(400 - 650);
    }

    /** A pawn push onto a square only an enemy pawn attacks: 0, because the pushed pawn re-enters the set. */
    @Test
    void pawnPushOntoPawnAttackedSquareLooksSafe() {
        assertThat(see("4k3/8/8/2p5/8/3P4/8/4K3 w - - 0 1", "d3d4", false)).isEqualTo(0);
    }

    /** The enemy rook behind the capturing rook is not seen: only the capturer's side gets x-rays. */
    @Test
    void enemyXrayBehindTheCapturerIsMissed() {
        assertThat(see("4k3/8/8/3p4/8/8/3R3K/3r4 w - - 0 1", "d2d5", false)).isEqualTo(100);
    }

    @Test
    void castlingAndEnPassantStartFromZero() {
        assertThat(see("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", false)).isEqualTo(0);
        assertThat(see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", false)).isEqualTo(0);
    }

    /** The king does not capture onto a square the other side still attacks. */
    @Test
    void kingStopsBeforeADefendedSquare() {
        // Nxd4 exd4 Kxd4: the king may take back the pawn, -200 ...
        assertThat(see("4k3/8/8/4p3/3p4/1N1K4/8/8 w - - 0 1", "b3d4", false)).isEqualTo(100 - 400 + 100);
        // ... but not with a bishop still covering d4: -300.
        assertThat(see("4k3/b7/8/4p3/3p4/1N1K4/8/8 w - - 0 1", "b3d4", false)).isEqualTo(100 - 400);
    }

    private static boolean check(String fen, String uci) {
        Position pos = Position.fromFen(fen);
        return FabChessExchange.givesCheck(pos, find(pos, uci));
    }

    @Test
    void givesCheck() {
        assertThat(check("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8")).isTrue();
        assertThat(check("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a7")).isFalse();
        // Discovered check by the rook behind the knight.
        assertThat(check("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1", "e4c3")).isTrue();
        // Castling that checks is not counted.
        assertThat(check("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1")).isFalse();
        // Promotion to a knight checks from the new square.
        assertThat(check("8/3P4/8/4k3/8/8/8/4K3 w - - 0 1", "d7d8n")).isFalse();
        assertThat(check("8/3P4/5k2/8/8/8/8/4K3 w - - 0 1", "d7d8n")).isFalse();
        assertThat(check("8/3P4/4k3/8/8/8/8/4K3 w - - 0 1", "d7d8n")).isTrue();
    }
}
