package evalbench.studies.witness;

import evalbench.core.Colour;
import evalbench.core.Fen;
import evalbench.core.FenException;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import java.util.Arrays;

/**
 * A position as the witness search edits it: the men on their squares and the side to move. Castling rights are
 * kept only while the king and the rook stand on their home squares; there is no en-passant square and the
 * counters are 0 and 1 (no evaluation of the four models reads them). Immutable: every edit returns a new one.
 */
final class Placement {
    private static final int[] CASTLING_KING = {Square.E1, Square.E1, Square.E8, Square.E8};
    private static final int[] CASTLING_ROOK = {Square.H1, Square.A1, Square.H8, Square.A8};
    private static final String CASTLING_LETTERS = "KQkq";

    private final int[] men;
    private final int sideToMove;
    /** The castling rights of the position the edits started from (KQkq bits 0..3). */
    private final int castling;

    private Placement(int[] men, int sideToMove, int castling) {
        this.men = men;
        this.sideToMove = sideToMove;
        this.castling = castling;
    }

    static Placement of(Position position) {
        int[] men = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            men[sq] = position.pieceAt(sq);
        }
        int castling = 0;
        String fen = position.toFen().split(" ")[2];
        for (int i = 0; i < 4; i++) {
            if (fen.indexOf(CASTLING_LETTERS.charAt(i)) >= 0) {
                castling |= 1 << i;
            }
        }
        return new Placement(men, position.sideToMove(), castling);
    }

    int manAt(int square) {
        return men[square];
    }

    int sideToMove() {
        return sideToMove;
    }

    /** Men on the board, kings included. */
    int men() {
        int n = 0;
        for (int m : men) {
            n += m == Piece.NONE ? 0 : 1;
        }
        return n;
    }

    /** Knights, bishops, rooks and queens on the board. */
    int pieces() {
        int n = 0;
        for (int m : men) {
            int type = Piece.type(m);
            n += m != Piece.NONE && type != PieceType.PAWN && type != PieceType.KING ? 1 : 0;
        }
        return n;
    }

    Placement without(int square) {
        int[] copy = men.clone();
        copy[square] = Piece.NONE;
        return new Placement(copy, sideToMove, castling);
    }

    Placement with(int square, int man) {
        int[] copy = men.clone();
        copy[square] = man;
        return new Placement(copy, sideToMove, castling);
    }

    Placement moved(int from, int to) {
        int[] copy = men.clone();
        copy[to] = copy[from];
        copy[from] = Piece.NONE;
        return new Placement(copy, sideToMove, castling);
    }

    Placement otherSideToMove() {
        return new Placement(men, Colour.opposite(sideToMove), castling);
    }

    /** The FEN of this placement (castling rights only where king and rook are still at home). */
    String fen() {
        StringBuilder sb = new StringBuilder(80);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int man = men[rank * 8 + file];
                if (man == Piece.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.letter(man));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(sideToMove == Colour.WHITE ? " w " : " b ");
        StringBuilder rights = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            int colour = i < 2 ? Colour.WHITE : Colour.BLACK;
            if ((castling & 1 << i) != 0 && men[CASTLING_KING[i]] == Piece.make(colour, PieceType.KING)
                    && men[CASTLING_ROOK[i]] == Piece.make(colour, PieceType.ROOK)) {
                rights.append(CASTLING_LETTERS.charAt(i));
            }
        }
        sb.append(rights.length() == 0 ? "-" : rights).append(" - 0 1");
        return sb.toString();
    }

    /** The position, or null when Fen's strict rules refuse it (e.g. the side not to move in check). */
    Position position() {
        try {
            return Fen.parse(fen());
        } catch (FenException e) {
            return null;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Placement p && p.sideToMove == sideToMove && Arrays.equals(p.men, men)
                && p.fen().equals(fen());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(men) * 31 + sideToMove;
    }
}
