package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * The exchange evaluation as the search ran it until session 38, kept as the reference for {@link FruitExchange}:
 * each side's attackers in one array sorted by value, filled by walking the piece lists, the next capturer the
 * last one. Test code only.
 *
 * <p>Fruit 2.1's static exchange evaluation. Each side's attackers of the target square are kept in a list
 * ordered by value; among pieces of equal value the one listed last goes first. A side's list is filled with a
 * slider found behind the moving piece first, then its direct attackers in piece-list order (king, queens,
 * rooks, bishops, knights), then its pawns; a slider uncovered later joins its side's list when the piece in
 * front of it has captured. That order decides which of two equal pieces captures first, and with it which
 * x-ray opens when, so a search that follows Fruit's tree needs exactly this one.
 */
final class ListExchange implements ExchangeEvaluator {
    private final int[] values;
    private final PieceLists lists;
    /** True: the lists are built from the board at every call (a position without a game behind it). */
    private final boolean fromBoard;
    /** Attacker squares per colour, highest value first; the next capturer is the last one. */
    private final int[][] attackers = new int[2][16];
    /** The piece types of {@link #attackers}, side by side: the insertion and the exchange need no board look-up. */
    private final int[][] attackerTypes = new int[2][16];
    private final int[] count = new int[2];
    private Position position;

    /** Over a search's piece lists, which follow its moves. */
    ListExchange(int[] values, PieceLists lists) {
        this.values = values.clone();
        this.lists = lists;
        this.fromBoard = false;
    }

    /** For single positions: the lists as Fruit builds them when it reads a FEN, made afresh for every call. */
    ListExchange(int[] values) {
        this.values = values.clone();
        this.lists = new PieceLists();
        this.fromBoard = true;
    }

    @Override
    public int evaluate(Position p, int move) {
        position = p;
        if (fromBoard) {
            lists.reset(p);
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = p.pieceAt(from);
        int att = Piece.colour(piece);
        int def = att ^ 1;
        int pieceValue = values[Move.isPromotion(move) ? Move.promotionType(move) : Piece.type(piece)];
        int value = 0;
        int captured = p.pieceAt(to);
        if (captured != Piece.NONE) {
            value += values[Piece.type(captured)];
        }
        if (Move.isPromotion(move)) {
            value += pieceValue - values[PieceType.PAWN];
        }
        count[0] = 0;
        count[1] = 0;
        addHidden(from, to);
        if (Move.isEnPassant(move)) {
            value += values[PieceType.PAWN];
            addHidden(to ^ 8, to); // the pawn taken en passant stands beside 'to'
        }
        long attacking = p.attackersTo(to, p.occupied()); // the board as it is, the mover still on its square
        long defending = attacking & p.occupancy(def);
        // Once the mover (and a pawn taken en passant) has left, the defenders that reach 'to' are the direct ones
        // and the sliders just uncovered behind those squares (already listed). None: nothing answers.
        if (defending == 0 && count[def] == 0) {
            return value;
        }
        build(to, def, defending);
        build(to, att, attacking & p.occupancy(att));
        removeSquare(att, from);
        return value - exchange(def, to, pieceValue);
    }

    /** The best the side can get by capturing on {@code to}, where a piece worth {@code onSquare} stands. */
    private int exchange(int colour, int to, int onSquare) {
        if (count[colour] == 0) {
            return 0;
        }
        int last = --count[colour];
        int from = attackers[colour][last];
        int capturer = values[attackerTypes[colour][last]]; // read before a slider uncovered behind takes the slot
        addHidden(from, to);
        int value = onSquare;
        if (value == this.values[PieceType.KING]) {
            return value; // a king capture is never answered
        }
        int rank = Square.rank(to);
        if (capturer == values[PieceType.PAWN] && (rank == 0 || rank == 7)) {
            capturer = values[PieceType.QUEEN];
            value += values[PieceType.QUEEN] - values[PieceType.PAWN];
        }
        value -= exchange(colour ^ 1, to, capturer);
        return Math.max(value, 0);
    }

    /** The colour's pieces among {@code attacking}: pieces in list order, then pawns as Fruit looks for them. */
    private void build(int to, int colour, long attacking) {
        long pieces = attacking & ~position.pieces(colour, PieceType.PAWN);
        for (int i = 0; i < lists.pieceCount(colour) && pieces != 0; i++) {
            int sq = lists.piece(colour, i);
            if (Bitboards.contains(pieces, sq)) {
                add(colour, sq);
                pieces &= ~Bitboards.bit(sq);
            }
        }
        int pawn = Piece.make(colour, PieceType.PAWN);
        // Fruit looks at to - (inc - 1), then to - (inc + 1), inc being the pawn's step.
        boolean white = colour == Colour.WHITE;
        int file = Square.file(to);
        int first = white ? to - 7 : to + 9;
        int second = white ? to - 9 : to + 7;
        if (file < 7 && first >= 0 && first < 64 && position.pieceAt(first) == pawn) {
            add(colour, first);
        }
        if (file > 0 && second >= 0 && second < 64 && position.pieceAt(second) == pawn) {
            add(colour, second);
        }
    }

    /** A slider standing behind {@code from} on the line from {@code to} joins its side's list. */
    private void addHidden(int from, int to) {
        int line = FruitMoveOrder.lineFrom(to, from);
        if (line < 0) {
            return;
        }
        int sq = FruitMoveOrder.nearestOnRay(line, from, position.occupied());
        if (sq < 0) {
            return;
        }
        int piece = position.pieceAt(sq);
        int type = Piece.type(piece);
        boolean diagonal = FruitMoveOrder.isDiagonal(line);
        boolean slides = type == PieceType.QUEEN || (diagonal ? type == PieceType.BISHOP : type == PieceType.ROOK);
        if (slides) {
            add(Piece.colour(piece), sq);
        }
    }

    /** Inserts keeping value order; a new piece goes after those of at least its value (it captures first). */
    private void add(int colour, int square) {
        int type = Piece.type(position.pieceAt(square));
        int[] list = attackers[colour];
        int[] types = attackerTypes[colour];
        int pos = count[colour]++;
        while (pos > 0 && type > types[pos - 1]) {
            list[pos] = list[pos - 1];
            types[pos] = types[pos - 1];
            pos--;
        }
        list[pos] = square;
        types[pos] = type;
    }

    private void removeSquare(int colour, int square) {
        int[] list = attackers[colour];
        int[] types = attackerTypes[colour];
        int n = count[colour];
        for (int i = 0; i < n; i++) {
            if (list[i] == square) {
                for (int j = i + 1; j < n; j++) {
                    list[j - 1] = list[j];
                    types[j - 1] = types[j];
                }
                count[colour] = n - 1;
                return;
            }
        }
    }
}
