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
 * piece type here: the next capturer is the top of the lowest non-empty type's stack. Only the uncovered sliders
 * are pushed; the direct attackers stay a bit set per side, standing in their type's stack above the sliders
 * uncovered before them (behind the mover, behind a pawn taken en passant) and below those uncovered later, and are
 * taken from it in the order Fruit's list gives them (the piece lists are read only when two bishops, rooks or
 * queens of one side attack together). Most exchanges end after a capture or two: the rest is never sorted.
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
    private final int[] stacked = new int[2];
    /** Per colour, the direct attackers not yet taken (the mover never among them). */
    private final long[] direct = new long[2];
    /**
     * Per colour and type, the height of the stack when the direct attackers were listed: the sliders below it
     * capture after them, those above before. Set only for the types of {@code based}, 0 elsewhere.
     */
    private final int[] base = new int[2 * 8];
    private final int[] based = new int[2];
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
        return (attacking & position.occupancy(attacker ^ 1)) != 0 || stacked[attacker ^ 1] != 0;
    }

    /** The piece type the defender answers with first: its cheapest direct or uncovered attacker. */
    private int cheapestDefender() {
        int def = attacker ^ 1;
        return Integer.numberOfTrailingZeros(stacked[def] | cheapestType(def, attacking & position.occupancy(def)));
    }

    /** Bit t for the cheapest piece type t among the colour's {@code squares}; 0 for none. */
    private int cheapestType(int colour, long squares) {
        if (squares != 0) {
            for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
                if ((squares & position.pieces(colour, type)) != 0) {
                    return 1 << type;
                }
            }
            return 1 << PieceType.KING;
        }
        return 0;
    }

    /**
     * Both sides' direct attackers listed, above the sliders uncovered so far; the mover is not among the attackers
     * that follow it (Fruit lists it and takes it out again, which leaves the others' order as it is).
     */
    private void buildLists(int move) {
        int def = attacker ^ 1;
        direct[def] = attacking & position.occupancy(def);
        direct[attacker] = attacking & position.occupancy(attacker) & ~Bitboards.bit(Move.from(move));
        markBase(Colour.WHITE);
        markBase(Colour.BLACK);
    }

    private void markBase(int colour) {
        based[colour] = stacked[colour];
        for (int types = stacked[colour]; types != 0; types &= types - 1) {
            int slot = slot(colour, Integer.numberOfTrailingZeros(types));
            base[slot] = heights[slot];
        }
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
        if (stacked[colour] == 0 && direct[colour] == 0) {
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
        if (stacked[colour] == 0 && direct[colour] == 0) {
            return 0;
        }
        int capturer = values[takeNext(colour, to)];
        if (onSquare == values[PieceType.KING]) {
            return onSquare; // a king capture is never answered
        }
        int gain = promotionGain(capturer, to);
        return Math.max(onSquare + gain - exchange(colour ^ 1, to, capturer + gain), 0);
    }

    /**
     * The colour's next capturer, the top of its cheapest kind's stack (pawn = 1 .. king = 6), taken off; what stood
     * behind it joins. Gives its type.
     */
    private int takeNext(int colour, int to) {
        int type = Integer.numberOfTrailingZeros(stacked[colour] | cheapestType(colour, direct[colour]));
        long ofType = direct[colour] & position.pieces(colour, type);
        int from;
        if (ofType != 0 && heights[slot(colour, type)] <= base[slot(colour, type)]) {
            from = listedLast(type, ofType);
            direct[colour] ^= Bitboards.bit(from);
        } else {
            from = pop(colour, type);
        }
        addHidden(from, to);
        return type;
    }

    /**
     * Of the direct attackers of one type, the one Fruit's list has last (it captures first). Pawns: Fruit lists the
     * one at to - (inc - 1) before the one at to - (inc + 1), inc being the pawn's step, which puts the lower
     * square last for both colours. Knights: a knight is never on a line with its target, so its capture uncovers
     * nothing and equal knights are interchangeable. Others: the piece-list order, the later place last.
     */
    private int listedLast(int type, long squares) {
        int lowest = Long.numberOfTrailingZeros(squares);
        if (type == PieceType.PAWN || type == PieceType.KNIGHT || (squares & squares - 1) == 0) {
            return lowest;
        }
        int last = lowest;
        for (long b = squares & squares - 1; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if (lists.index(sq) > lists.index(last)) {
                last = sq;
            }
        }
        return last;
    }

    /** A pawn capturing onto the last rank becomes a queen: the gain, which also makes it a queen to take back. */
    private int promotionGain(int capturer, int to) {
        int rank = Square.rank(to);
        if (capturer == values[PieceType.PAWN] && (rank == 0 || rank == 7)) {
            return values[PieceType.QUEEN] - values[PieceType.PAWN];
        }
        return 0;
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

    /** Empties the colour's stacks; those of types not stacked are empty already ({@link #pop} keeps that). */
    private void clear(int colour) {
        for (int types = stacked[colour]; types != 0; types &= types - 1) {
            heights[slot(colour, Integer.numberOfTrailingZeros(types))] = 0;
        }
        for (int types = based[colour]; types != 0; types &= types - 1) {
            base[slot(colour, Integer.numberOfTrailingZeros(types))] = 0;
        }
        stacked[colour] = 0;
        based[colour] = 0;
        direct[colour] = 0;
    }

    /** On top of its type's stack: it captures before the pieces of its type listed earlier. */
    private void push(int colour, int type, int square) {
        int slot = slot(colour, type);
        stacks[slot * STACK + heights[slot]++] = square;
        stacked[colour] |= 1 << type;
    }

    private int pop(int colour, int type) {
        int slot = slot(colour, type);
        int height = --heights[slot];
        if (height == 0) {
            stacked[colour] &= ~(1 << type);
        }
        return stacks[slot * STACK + height];
    }
}
