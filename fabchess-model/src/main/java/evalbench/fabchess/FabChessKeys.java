package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * FabChess 1.15's hash keys: its own fixed numbers (not PolyGlot's, read from {@code fabchess-1.15-zobrist.txt}),
 * one castling key for the whole rights mask (the empty mask has a key too), an en-passant key whenever an
 * en-passant square is set (after every double push, whether or not a capture is possible) and a side key for
 * Black. The key decides the table bucket, so the search's tree depends on these numbers.
 */
final class FabChessKeys {
    private static final String RESOURCE = "fabchess-1.15-zobrist.txt";
    private static final List<String> TYPES = List.of("pawn", "knight", "bishop", "rook", "queen", "king");

    private static final long SIDE;
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT = new long[8];
    /** [piece code][square], engine-core's piece codes. */
    private static final long[][] PIECES = new long[Piece.CODE_LIMIT][64];

    static {
        long side = 0;
        int seen = 0;
        try (InputStream in = FabChessKeys.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.trim().split("\\s+");
                switch (f[0]) {
                    case "side" -> side = Long.parseUnsignedLong(f[1], 16);
                    case "castling" -> CASTLING[Integer.parseInt(f[1])] = Long.parseUnsignedLong(f[2], 16);
                    case "enpassant" -> EN_PASSANT[f[1].charAt(0) - 'a'] = Long.parseUnsignedLong(f[2], 16);
                    case "white", "black" -> {
                        int colour = f[0].equals("white") ? Colour.WHITE : Colour.BLACK;
                        int piece = Piece.make(colour, TYPES.indexOf(f[1]) + PieceType.PAWN);
                        int rank = Integer.parseInt(f[2]) - 1;
                        for (int file = 0; file < 8; file++) {
                            PIECES[piece][Square.of(file, rank)] = Long.parseUnsignedLong(f[3 + file], 16);
                        }
                    }
                    default -> throw new IllegalStateException(RESOURCE + ": unknown line " + line);
                }
                seen++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (seen != 1 + 16 + 8 + 12 * 8) {
            throw new IllegalStateException(RESOURCE + ": " + seen + " key lines, expected 121");
        }
        SIDE = side;
    }

    private FabChessKeys() {
    }

    /**
     * FabChess's castling mask from engine-core's rights: engine-core numbers White king side 1 ... Black queen
     * side 8, FabChess the other way round (White king side 8 ... Black queen side 1), so the four bits reverse.
     */
    static int castlingMask(int rights) {
        return Integer.reverse(rights) >>> 28;
    }

    /**
     * The key after a move, from the key before it: {@code after} is the position once the move is made;
     * {@code moving} and {@code captured} are the pieces (codes, {@link Piece#NONE} for none) that stood on the
     * move's squares before it, {@code rightsBefore} the castling rights then; the en-passant squares are
     * FabChess's before and after the move. Equal to {@link #of} of the position after the move.
     */
    static long afterMove(long key, int move, Position after, int moving, int captured, int rightsBefore,
            int enPassantBefore, int enPassantAfter) {
        int from = Move.from(move);
        int to = Move.to(move);
        key ^= PIECES[moving][from] ^ PIECES[after.pieceAt(to)][to];
        if (Move.isEnPassant(move)) {
            int victim = Piece.colour(moving) == Colour.WHITE ? to - 8 : to + 8;
            key ^= PIECES[Piece.make(Piece.colour(moving) ^ 1, PieceType.PAWN)][victim];
        } else if (captured != Piece.NONE) {
            key ^= PIECES[captured][to];
        } else if (Move.isCastling(move)) {
            // the rook: h-file to f-file beside a king going to the g-file, a-file to d-file otherwise
            int rook = Piece.make(Piece.colour(moving), PieceType.ROOK);
            boolean kingSide = to > from;
            key ^= PIECES[rook][kingSide ? from + 3 : from - 4] ^ PIECES[rook][kingSide ? from + 1 : from - 1];
        }
        key ^= CASTLING[castlingMask(rightsBefore)] ^ CASTLING[castlingMask(after.castlingRights())];
        return key ^ enPassantKey(enPassantBefore) ^ enPassantKey(enPassantAfter) ^ SIDE;
    }

    /** The key after a null move: the other side to move, no en-passant square. */
    static long afterNullMove(long key, int enPassantBefore) {
        return key ^ enPassantKey(enPassantBefore) ^ SIDE;
    }

    private static long enPassantKey(int square) {
        return square == Square.NONE ? 0 : EN_PASSANT[Square.file(square)];
    }

    /** The key of {@code pos} with {@code enPassant} as FabChess's en-passant square ({@link Square#NONE}: none). */
    static long of(Position pos, int enPassant) {
        long key = CASTLING[castlingMask(pos.castlingRights())];
        for (long b = pos.occupied(); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            key ^= PIECES[pos.pieceAt(sq)][sq];
        }
        if (enPassant != Square.NONE) {
            key ^= EN_PASSANT[Square.file(enPassant)];
        }
        if (pos.sideToMove() == Colour.BLACK) {
            key ^= SIDE;
        }
        return key;
    }
}
