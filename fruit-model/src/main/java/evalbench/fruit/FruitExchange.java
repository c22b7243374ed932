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
 * Fruit 2.1's static exchange evaluation. Each side's attackers of the target square are kept in a list
 * ordered by value; among pieces of equal value the one listed last goes first. A side's list is filled with a
 * slider found behind the moving piece first, then its direct attackers in piece-list order (king, queens,
 * rooks, bishops, knights), then its pawns; a slider uncovered later joins its side's list when the piece in
 * front of it has captured. That order decides which of two equal pieces captures first, and with it which
 * x-ray opens when, so a search that follows Fruit's tree needs exactly this one.
 *
 * <p>Fruit's list, sorted by value with ties in insertion order and taken from the cheap end, is one stack per
 * piece type here: the next capturer is the top of the lowest non-empty type's stack. The direct attackers come
 * from the attack set by type, so the piece lists are read only when two pieces of one type attack together.
 */
final class FruitExchange implements ExchangeEvaluator {
    /** Room per colour and type: a side has at most 16 pieces. */
    private static final int STACK = 16;

    private final int[] values;
    private final PieceLists lists;
    /** True: the lists are built from the board at every call (a position without a game behind it). */
    private final boolean fromBoard;
    /** Attacker squares, one stack per colour and piece type at {@code slot(colour, type) * STACK}. */
    private final int[] stacks = new int[2 * 8 * STACK];
    private final int[] heights = new int[2 * 8];
    /** Per colour, bit t set: the stack of piece type t is not empty. */
    private final int[] present = new int[2];
    /** Scratch for two or more attackers of one type, put into list order. */
    private final int[] sameType = new int[STACK];
    private Position position;
    /** The current evaluation's moving side, its mover's value (a promotion: the new piece's) and the target's attackers. */
    private int attacker;
    private int moverValue;
    private long attacking;

    /** Over a search's piece lists, which follow its moves. */
    FruitExchange(int[] values, PieceLists lists) {
        this.values = values.clone();
        this.lists = lists;
        this.fromBoard = false;
    }

    /** For single positions: the lists as Fruit builds them when it reads a FEN, made afresh for every call. */
    FruitExchange(int[] values) {
        this.values = values.clone();
        this.lists = new PieceLists();
        this.fromBoard = true;
    }

    @Override
    public int evaluate(Position p, int move) {
        int value = begin(p, move);
        readAttackers(move);
        if (!defended()) {
            return value;
        }
        buildLists(move);
        return value - exchange(attacker ^ 1, Move.to(move), moverValue);
    }

    /**
     * The sign test with bounds: the result is {@code value - E}, E the defender's gain from answering
     * ({@link #exchange}), so the question is whether E stays within {@code value - threshold}. E is at least 0; away
     * from the first and last ranks (where a pawn's capture promotes and gains) it is at most the mover's value and
     * at least the mover's value less the defender's cheapest attacker's (what the attacker takes back is at most
     * that piece). Those bounds decide most calls before any list is built; the rest runs the exchange with the
     * bound ({@link #exceeds}), which stops as soon as the answer is known.
     */
    @Override
    public boolean isAtLeast(Position p, int move, int threshold) {
        int value = begin(p, move);
        int limit = value - threshold;
        if (limit < 0) {
            return false;
        }
        int to = Move.to(move);
        int rank = Square.rank(to);
        boolean inner = rank != 0 && rank != 7;
        if (inner && moverValue <= limit) {
            return true;
        }
        readAttackers(move);
        if (!defended()) {
            return true;
        }
        if (inner && moverValue - values[cheapestDefender()] > limit) {
            return false;
        }
        buildLists(move);
        return !exceeds(attacker ^ 1, to, moverValue, limit);
    }

    /**
     * Starts an evaluation: the mover's side and value (a promotion: the new piece's). Gives what the move wins
     * before any answer.
     */
    private int begin(Position p, int move) {
        position = p;
        if (fromBoard) {
            lists.reset(p);
        }
        int piece = p.pieceAt(Move.from(move));
        attacker = Piece.colour(piece);
        moverValue = values[Move.isPromotion(move) ? Move.promotionType(move) : Piece.type(piece)];
        int value = 0;
        int captured = p.pieceAt(Move.to(move));
        if (captured != Piece.NONE) {
            value += values[Piece.type(captured)];
        }
        if (Move.isPromotion(move)) {
            value += moverValue - values[PieceType.PAWN];
        }
        if (Move.isEnPassant(move)) {
            value += values[PieceType.PAWN];
        }
        return value;
    }

    /** The slider behind the mover (and behind a pawn taken en passant) listed, the target's attackers read. */
    private void readAttackers(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        clear(Colour.WHITE);
        clear(Colour.BLACK);
        addHidden(from, to);
        if (Move.isEnPassant(move)) {
            addHidden(to ^ 8, to); // the pawn taken en passant stands beside 'to'
        }
        attacking = position.attackersTo(to, position.occupied()); // the board as it is, the mover still on its square
    }

    /**
     * Once the mover (and a pawn taken en passant) has left, the defenders that reach 'to' are the direct ones and
     * the sliders just uncovered behind those squares (already listed). None: nothing answers.
     */
    private boolean defended() {
        return (attacking & position.occupancy(attacker ^ 1)) != 0 || present[attacker ^ 1] != 0;
    }

    /** The piece type the defender answers with first: its cheapest direct or uncovered attacker. */
    private int cheapestDefender() {
        int def = attacker ^ 1;
        int types = present[def];
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if ((attacking & position.pieces(def, type)) != 0) {
                types |= 1 << type;
                break;
            }
        }
        return Integer.numberOfTrailingZeros(types);
    }

    /** Both sides' direct attackers listed, the defender's first; the mover is not among the attackers that follow it. */
    private void buildLists(int move) {
        int to = Move.to(move);
        int def = attacker ^ 1;
        build(to, def, attacking & position.occupancy(def));
        build(to, attacker, attacking & position.occupancy(attacker) & ~Bitboards.bit(Move.from(move)));
    }

    /**
     * True if {@link #exchange}{@code (colour, to, onSquare)} would be more than {@code limit}: the same capture
     * sequence, stopped once the answer is known. With {@code limit} >= 0, max(v - next, 0) > limit holds exactly
     * when next < v - limit, i.e. when the opponent's reply does not exceed v - limit - 1; a negative limit is
     * exceeded by every result, which is never below 0.
     */
    private boolean exceeds(int colour, int to, int onSquare, int limit) {
        if (limit < 0) {
            return true;
        }
        if (present[colour] == 0) {
            return false; // the result is 0
        }
        int capturer = values[takeNext(colour, to)];
        if (onSquare == values[PieceType.KING]) {
            return onSquare > limit; // a king capture is never answered
        }
        int gain = promotionGain(capturer, to);
        return !exceeds(colour ^ 1, to, capturer + gain, onSquare + gain - limit - 1);
    }

    /** The best the side can get by capturing on {@code to}, where a piece worth {@code onSquare} stands. */
    private int exchange(int colour, int to, int onSquare) {
        if (present[colour] == 0) {
            return 0;
        }
        int capturer = values[takeNext(colour, to)];
        if (onSquare == values[PieceType.KING]) {
            return onSquare; // a king capture is never answered
        }
        int gain = promotionGain(capturer, to);
        return Math.max(onSquare + gain - exchange(colour ^ 1, to, capturer + gain), 0);
    }

    /** The colour's next capturer, the top of its cheapest kind's stack, taken off; what stood behind it joins. */
    private int takeNext(int colour, int to) {
        int type = Integer.numberOfTrailingZeros(present[colour]); // the cheapest kind: pawn = 1 .. king = 6
        addHidden(pop(colour, type), to);
        return type;
    }

    /** A pawn capturing onto the last rank becomes a queen: the gain, which also makes it a queen to take back. */
    private int promotionGain(int capturer, int to) {
        int rank = Square.rank(to);
        if (capturer == values[PieceType.PAWN] && (rank == 0 || rank == 7)) {
            return values[PieceType.QUEEN] - values[PieceType.PAWN];
        }
        return 0;
    }

    /**
     * The colour's direct attackers among {@code attacking}, pushed as Fruit lists them: its pieces in list order
     * (only the order within one type matters), then its pawns as Fruit looks for them. The mover is not among
     * {@code attacking}: Fruit lists it and takes it out again, which leaves the others' order as it is.
     */
    private void build(int to, int colour, long attacking) {
        for (int type = PieceType.KNIGHT; type <= PieceType.KING; type++) {
            long ofType = attacking & position.pieces(colour, type);
            if (ofType == 0) {
                continue;
            }
            if ((ofType & ofType - 1) == 0) { // one piece of the type: no order to find
                push(colour, type, Long.numberOfTrailingZeros(ofType));
            } else {
                pushInListOrder(colour, type, ofType);
            }
        }
        long pawns = attacking & position.pieces(colour, PieceType.PAWN);
        if (pawns == 0) {
            return;
        }
        // Fruit looks at to - (inc - 1), then to - (inc + 1), inc being the pawn's step.
        boolean white = colour == Colour.WHITE;
        int file = Square.file(to);
        int first = white ? to - 7 : to + 9;
        int second = white ? to - 9 : to + 7;
        if (file < 7 && first >= 0 && first < 64 && Bitboards.contains(pawns, first)) {
            push(colour, PieceType.PAWN, first);
        }
        if (file > 0 && second >= 0 && second < 64 && Bitboards.contains(pawns, second)) {
            push(colour, PieceType.PAWN, second);
        }
    }

    /** Two or more pieces of one type: pushed by their places in the piece list (more than two: insertion sort). */
    private void pushInListOrder(int colour, int type, long squares) {
        long rest = squares & squares - 1; // all but the lowest square
        if ((rest & rest - 1) == 0) { // two, the usual case: one comparison
            int low = Long.numberOfTrailingZeros(squares);
            int high = Long.numberOfTrailingZeros(rest);
            boolean lowFirst = lists.index(low) < lists.index(high);
            push(colour, type, lowFirst ? low : high);
            push(colour, type, lowFirst ? high : low);
            return;
        }
        int n = 0;
        for (long b = squares; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int at = lists.index(sq);
            int i = n++;
            while (i > 0 && lists.index(sameType[i - 1]) > at) {
                sameType[i] = sameType[i - 1];
                i--;
            }
            sameType[i] = sq;
        }
        for (int i = 0; i < n; i++) {
            push(colour, type, sameType[i]);
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
            push(Piece.colour(piece), type, sq);
        }
    }

    private static int slot(int colour, int type) {
        return colour << 3 | type;
    }

    /** Empties the colour's stacks; those of types not present are empty already ({@link #pop} keeps that). */
    private void clear(int colour) {
        for (int types = present[colour]; types != 0; types &= types - 1) {
            heights[slot(colour, Integer.numberOfTrailingZeros(types))] = 0;
        }
        present[colour] = 0;
    }

    /** On top of its type's stack: it captures before the pieces of its type listed earlier. */
    private void push(int colour, int type, int square) {
        int slot = slot(colour, type);
        stacks[slot * STACK + heights[slot]++] = square;
        present[colour] |= 1 << type;
    }

    private int pop(int colour, int type) {
        int slot = slot(colour, type);
        int height = --heights[slot];
        if (height == 0) {
            present[colour] &= ~(1 << type);
        }
        return stacks[slot * STACK + height];
    }
}
