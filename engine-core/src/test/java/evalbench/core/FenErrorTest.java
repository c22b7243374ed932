package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed and impossible FENs: each must be rejected naming the field at fault and the reason. Every
 * row breaks exactly one rule, so the expected field and reason follow from the rule alone.
 */
class FenErrorTest {

    private static final String PLACEMENT = Fen.FIELD_PLACEMENT;
    private static final String SIDE = Fen.FIELD_SIDE;
    private static final String CASTLING = Fen.FIELD_CASTLING;
    private static final String EP = Fen.FIELD_EN_PASSANT;
    private static final String HALFMOVE = Fen.FIELD_HALFMOVE;
    private static final String FULLMOVE = Fen.FIELD_FULLMOVE;
    private static final String POSITION = Fen.FIELD_POSITION;
    private static final String FIELDS = Fen.FIELD_FEN;

    static Stream<Arguments> badFens() {
        return Stream.of(
                // --- field count
                row("4k3/8/8/8/8/8/8/4K3 w -", FIELDS, "expected 6 fields"),
                row("4k3/8/8/8/8/8/8/4K3", FIELDS, "found 1"),
                row("4k3/8/8/8/8/8/8/4K3 w - - 0", FULLMOVE, "missing"),
                row("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", FIELDS, "unexpected text after the fullmove number: 'extra'"),
                // --- placement
                row("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PLACEMENT, "rank 7 has 9 squares"),
                row("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PLACEMENT, "rank 6 has 7 squares"),
                row("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w Qkq - 0 1", PLACEMENT, "rank 1 has 7 squares"),
                row("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKXNR w KQkq - 0 1", PLACEMENT, "invalid character 'X'"),
                row("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PLACEMENT, "invalid character '9'"),
                row("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PLACEMENT, "rank 6 has two digits in a row"),
                row("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PLACEMENT, "has 7 ranks, expected 8"),
                row("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PLACEMENT, "has 9 ranks, expected 8"),
                row("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", PLACEMENT, "has 9 ranks"),
                // --- side to move
                row("4k3/8/8/8/8/8/8/4K3 x - - 0 1", SIDE, "'x' is neither 'w' nor 'b'"),
                row("4k3/8/8/8/8/8/8/4K3 W - - 0 1", SIDE, "'W' is neither"),
                // --- castling
                row("r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1", CASTLING, "invalid character 'x'"),
                row("r3k2r/8/8/8/8/8/8/R3K2R w -K - 0 1", CASTLING, "invalid character '-'"),
                row("r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1", CASTLING, "right K is given twice"),
                row("r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1", CASTLING, "'kqKQ' is not in the order KQkq"),
                row("r3k2r/8/8/8/8/8/8/R3K2R w QK - 0 1", CASTLING, "not in the order KQkq"),
                row("4k3/8/8/8/8/8/8/4K3 w K - 0 1", CASTLING, "castling right K but no white rook on h1"),
                row("r2k4/8/8/8/8/8/8/4K3 w q - 0 1", CASTLING, "castling right q but no black king on e8"),
                row("4k3/8/8/8/8/8/8/R2K4 w Q - 0 1", CASTLING, "castling right Q but no white king on e1"),
                row("4k2b/8/8/8/8/8/8/4K3 w k - 0 1", CASTLING, "castling right k but no black rook on h8"),
                // --- en passant
                row("4k3/8/8/4p3/8/8/8/4K3 w - e9 0 1", EP, "'e9' is not a square or '-'"),
                row("4k3/8/8/4p3/8/8/8/4K3 w - E6 0 1", EP, "'E6' is not a square"),
                row("4k3/8/8/4p3/8/8/8/4K3 w - e 0 1", EP, "'e' is not a square"),
                row("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", EP, "square e3 is not on rank 6 (white to move)"),
                row("4k3/8/8/4p3/8/8/8/4K3 b - e6 0 1", EP, "square e6 is not on rank 3 (black to move)"),
                row("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", EP, "en-passant square e6 but no black pawn on e5"),
                row("4k3/8/8/8/4P3/8/8/4K3 b - d3 0 1", EP, "en-passant square d3 but no white pawn on d4"),
                row("4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1", EP, "en-passant square e6 is occupied"),
                row("4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1", EP, "e7, where the pawn came from, is occupied"),
                // --- counters
                row("4k3/8/8/8/8/8/8/4K3 w - - x 1", HALFMOVE, "'x' is not a number"),
                row("4k3/8/8/8/8/8/8/4K3 w - - 0 0", FULLMOVE, "'0' is below 1"),
                row("4k3/8/8/8/8/8/8/4K3 w - - -1 1", HALFMOVE, "'-1' is negative"),
                row("4k3/8/8/8/8/8/8/4K3 w - - 0 -5", FULLMOVE, "'-5' is negative"),
                row("4k3/8/8/8/8/8/8/4K3 w - - 0 1.5", FULLMOVE, "'1.5' is not a number"),
                row("4k3/8/8/8/8/8/8/4K3 w - - 12345678 1", HALFMOVE, "'12345678' is above 999999"),
                // --- the position itself
                row("4k3/8/8/8/8/8/8/r3K2r w - - 0 1", POSITION, "on one rank or file through the king cannot arise"),
                row("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", POSITION, "without a bishop, rook or queen cannot arise"),
                row("4k3/8/8/8/8/8/8/K3K3 w - - 0 1", POSITION, "white has 2 kings"),
                row("8/8/8/8/8/8/8/4K3 w - - 0 1", POSITION, "black has no king"),
                row("4k3/8/8/8/8/8/8/8 w - - 0 1", POSITION, "white has no king"),
                // 16 white kings: the count must not wrap around to "no king".
                row("KKKKKKKK/KKKKKKKK/8/8/8/8/8/7k w - - 0 1", POSITION, "white has 16 kings"),
                row("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", POSITION, "pawn on rank 8"),
                row("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", POSITION, "pawn on rank 1"),
                row("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", POSITION, "white has 9 pawns"),
                row("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", POSITION, "black has 9 pawns"),
                row("rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POSITION, "white has 17 pieces"),
                // Eight pawns still on the board leave no pawn to have promoted into a second queen.
                row("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", POSITION, "white has 1 promoted pieces but only 0 pawns are missing"),
                // Seven pawns and three knights and three bishops: 2 promoted pieces, only 1 pawn missing.
                row("nnnbbbk1/ppppppp1/8/8/8/8/8/4K3 w - - 0 1", POSITION, "black has 2 promoted pieces but only 1 pawns"),
                // White to move while the rook on e1 attacks the black king.
                row("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", POSITION, "side not to move is in check"),
                // Kings side by side: each attacks the other, so whoever is not to move is in check.
                row("8/8/8/8/8/8/8/3kK3 w - - 0 1", POSITION, "side not to move is in check"),
                // Rook e1 (file), knight d6 and bishop b5 (diagonal b5-e8) all check the king on e8.
                row("4k3/8/3N4/1B6/8/8/8/4R1K1 b - - 0 1", POSITION, "side to move is in check from 3 pieces"),
                // --- empty text
                row("", FIELDS, "the FEN is empty"),
                row("   \t ", FIELDS, "the FEN is empty"));
    }

    private static Arguments row(String fen, String field, String reason) {
        return Arguments.of(fen, field, reason);
    }

    @ParameterizedTest(name = "[{index}] {0} -> {1}: {2}")
    @MethodSource("badFens")
    void rejectsWithFieldAndReason(String fen, String field, String reason) {
        FenException e = catchThrowableOfType(() -> Fen.parse(fen), FenException.class);
        assertThat(e).as("FEN '%s' must be rejected", fen).isNotNull();
        assertThat(e.field()).as("field reported for '%s' (%s)", fen, e.getMessage()).isEqualTo(field);
        assertThat(e.reason()).as("reason reported for '%s'", fen).contains(reason);
        assertThat(e.getMessage()).as("message names field and reason").contains(field).contains(e.reason());
    }

    @Test
    void nullIsRejectedAsAFenError() {
        assertThatThrownBy(() -> Fen.parse(null))
                .isInstanceOfSatisfying(FenException.class, e -> {
                    assertThat(e.field()).isEqualTo(FIELDS);
                    assertThat(e.reason()).contains("no FEN given");
                });
    }

    @Test
    void tableIsLargeEnough() {
        assertThat(badFens().count()).isGreaterThanOrEqualTo(30);
    }

    @Test
    void theSameFensWithTheFaultRepairedAreAccepted() {
        // Guards the table: the rows above fail for the one reason given, not for a typo elsewhere.
        assertThat(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").castlingRights()).isEqualTo(Position.ALL_CASTLING);
        assertThat(Fen.parse("4k3/8/8/4p3/8/8/8/4K3 w - - 0 1").enPassantSquare()).isEqualTo(Square.NONE);
        assertThat(Fen.parse("4k3/8/8/4pP2/8/8/8/4K3 w - e6 0 1").enPassantSquare()).isEqualTo(Square.E6);
        assertThat(Fen.parse("4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1").count(Colour.WHITE, PieceType.QUEEN)).isEqualTo(2);
        assertThat(Fen.parse("4k3/8/3N4/1B6/8/8/8/6K1 b - - 0 1").inCheck()).isTrue();
        assertThat(Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 999999 999999").halfmoveClock()).isEqualTo(999_999);
        assertThat(Fen.parse("  4k3/8/8/8/8/8/8/4K3 w - -  ").fullmoveNumber()).isEqualTo(1);
    }
}
