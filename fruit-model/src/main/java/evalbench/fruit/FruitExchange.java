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
        clear(Colour.WHITE);
        clear(Colour.BLACK);
        addHidden(from, to);
        if (Move.isEnPassant(move)) {
            value += values[PieceType.PAWN];
            addHidden(to ^ 8, to); // the pawn taken en passant stands beside 'to'
        }
        long attacking = p.attackersTo(to, p.occupied()); // the board as it is, the mover still on its square
        long defending = attacking & p.occupancy(def);
        // Once the mover (and a pawn taken en passant) has left, the defenders that reach 'to' are the direct ones
        // and the sliders just uncovered behind those squares (already listed). None: nothing answers.
        if (defending == 0 && present[def] == 0) {
            return value;
        }
        build(to, def, defending);
        // The mover leaves its side's list: it is not among the attackers that follow it.
        build(to, att, attacking & p.occupancy(att) & ~Bitboards.bit(from));
        return value - exchange(def, to, pieceValue);
    }

    /** The best the side can get by capturing on {@code to}, where a piece worth {@code onSquare} stands. */
    private int exchange(int colour, int to, int onSquare) {
        if (present[colour] == 0) {
            return 0;
        }
        int type = Integer.numberOfTrailingZeros(present[colour]); // the cheapest kind: pawn = 1 .. king = 6
        int from = pop(colour, type);
        int capturer = values[type];
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
