package evalbench.app.gui.model;

import evalbench.core.Position;
import evalbench.core.San;
import java.util.ArrayList;
import java.util.List;

/**
 * The moves on the board: a start position, the moves played from it and how many of them are on the board
 * now (the rest can be replayed with "forward"). Playing a move that differs from the next one cuts the line.
 */
final class GameLine {
    private String startFen;
    private final List<Integer> moves = new ArrayList<>();
    private final List<String> san = new ArrayList<>();
    private int ply;

    GameLine(String startFen) {
        reset(startFen, List.of());
    }

    void reset(String fen, List<Integer> line) {
        startFen = fen;
        moves.clear();
        san.clear();
        Position p = Position.fromFen(fen);
        for (int m : line) {
            san.add(San.format(p, m));
            p.makeMove(m);
            moves.add(m);
        }
        ply = 0;
    }

    String startFen() {
        return startFen;
    }

    /** The position after the first {@code plies} moves. */
    Position positionAt(int plies) {
        Position p = Position.fromFen(startFen);
        for (int i = 0; i < plies; i++) {
            p.makeMove(moves.get(i));
        }
        return p;
    }

    Position current() {
        return positionAt(ply);
    }

    void play(int move) {
        if (ply < moves.size() && moves.get(ply) == move) {
            ply++;
            return;
        }
        Position p = current();
        while (moves.size() > ply) {
            moves.remove(moves.size() - 1);
            san.remove(san.size() - 1);
        }
        san.add(San.format(p, move));
        moves.add(move);
        ply++;
    }

    int ply() {
        return ply;
    }

    int length() {
        return moves.size();
    }

    void goTo(int plies) {
        ply = Math.max(0, Math.min(plies, moves.size()));
    }

    List<String> san() {
        return List.copyOf(san);
    }

    List<Integer> moves() {
        return List.copyOf(moves);
    }
}
