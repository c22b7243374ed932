package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.Corpus;
import evalbench.core.io.PositionRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded random damage to corpus FENs. Whatever comes out, the parser either rejects it with a
 * {@link FenException} or accepts a position that writes back to a FEN of the same position, and every
 * legal move of it can be made and taken back leaving nothing changed.
 */
class FenFuzzTest {
    private static final long SEED = 0x5EED_F00D_2005L;
    private static final int MUTATED_FENS = 20_000;
    /** Characters a FEN is made of, plus a few that never belong in one. */
    private static final String ALPHABET = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789 x9+.\t";
    private static final int LARGEST_COUNTER = 999_999;

    @Test
    void mutatedFensAreRejectedCleanlyOrRoundTripAndSurviveMakeUnmake() {
        List<String> seeds = new ArrayList<>();
        for (String file : Corpus.FILES) {
            for (PositionRecord r : Corpus.records(file)) {
                seeds.add(r.fen());
            }
        }
        Random random = new Random(SEED);
        int accepted = 0;
        int rejected = 0;
        long movesChecked = 0;
        for (int i = 0; i < MUTATED_FENS; i++) {
            String fen = seeds.get(random.nextInt(seeds.size()));
            int damage = random.nextInt(10) < 6 ? 1 : 2 + random.nextInt(2); // mostly one flaw, some two or three
            for (int d = 0; d < damage; d++) {
                fen = mutate(fen, random);
            }
            Position position;
            try {
                position = Fen.parse(fen);
            } catch (FenException e) {
                assertThat(e.field()).as("field of the error for '%s'", fen).isNotBlank();
                assertThat(e.reason()).as("reason of the error for '%s'", fen).isNotBlank();
                rejected++;
                continue;
            } catch (RuntimeException | Error e) {
                throw new AssertionError("FEN '" + fen + "' escaped the parser with " + e, e);
            }
            accepted++;
            checkRoundTrip(fen, position);
            movesChecked += checkMakeUnmake(fen, position);
        }
        // The mix must exercise both outcomes, or the test proves little.
        assertThat(accepted).as("accepted mutations").isGreaterThan(MUTATED_FENS / 10);
        assertThat(rejected).as("rejected mutations").isGreaterThan(MUTATED_FENS / 3);
        assertThat(movesChecked).isGreaterThan(100_000);
    }

    private static void checkRoundTrip(String fen, Position position) {
        assertThat(position.consistencyFault()).as("fresh from '%s'", fen).isNull();
        String written = Fen.format(position);
        Position again;
        try {
            again = Fen.parse(written);
        } catch (FenException e) {
            throw new AssertionError("'" + fen + "' was accepted but its written form '" + written + "' is not: " + e.getMessage());
        }
        assertThat(again.samePosition(position)).as("'%s' -> '%s'", fen, written).isTrue();
        assertThat(Fen.format(again)).as("'%s' written twice", fen).isEqualTo(written);
        assertThat(again.key()).as("key of '%s'", fen).isEqualTo(position.key());
        assertThat(again.pawnKey()).isEqualTo(position.pawnKey());
        assertThat(again.materialSignature()).isEqualTo(position.materialSignature());
    }

    private static int checkMakeUnmake(String fen, Position position) {
        String before = Fen.format(position);
        long[] boards = boards(position);
        long key = position.key();
        long pawnKey = position.pawnKey();
        long signature = position.materialSignature();
        Position reference = position.copy();
        // A child's counters may outgrow the six digits the reader accepts; its placement is still checked.
        boolean childCountersReadable = position.halfmoveClock() < LARGEST_COUNTER
                && position.fullmoveNumber() < LARGEST_COUNTER;
        int[] moves = MoveGenerator.legalMoves(position);
        for (int move : moves) {
            String what = Move.toUci(move) + " in '" + fen + "'";
            position.makeMove(move);
            assertThat(position.consistencyFault()).as("after %s", what).isNull();
            assertThat(position.isAttacked(position.kingSquare(position.sideToMove() ^ 1), position.sideToMove()))
                    .as("mover's king left in check by %s", what).isFalse();
            if (childCountersReadable) {
                String child = Fen.format(position);
                Position reread = Fen.parse(child);
                assertThat(reread.samePosition(position)).as("child FEN %s of %s", child, what).isTrue();
                assertThat(reread.key()).as("child key of %s", what).isEqualTo(position.key());
            }
            position.unmakeMove();
            assertThat(position.consistencyFault()).as("after taking back %s", what).isNull();
            assertThat(position.samePosition(reference)).as("position after taking back %s", what).isTrue();
            assertThat(Fen.format(position)).as("FEN after taking back %s", what).isEqualTo(before);
            assertThat(position.key()).as("key after taking back %s", what).isEqualTo(key);
            assertThat(position.pawnKey()).as("pawn key after taking back %s", what).isEqualTo(pawnKey);
            assertThat(position.materialSignature()).as("material after taking back %s", what).isEqualTo(signature);
            assertThat(boards(position)).as("bitboards after taking back %s", what).isEqualTo(boards);
        }
        return moves.length;
    }

    private static long[] boards(Position p) {
        long[] b = new long[Piece.CODE_LIMIT + 3];
        for (int code = 0; code < Piece.CODE_LIMIT; code++) {
            b[code] = p.pieces(code);
        }
        b[Piece.CODE_LIMIT] = p.occupancy(Colour.WHITE);
        b[Piece.CODE_LIMIT + 1] = p.occupancy(Colour.BLACK);
        b[Piece.CODE_LIMIT + 2] = p.occupied();
        return b;
    }

    // ---- mutations --------------------------------------------------------------------------------

    private static String mutate(String fen, Random random) {
        if (fen.isEmpty()) {
            return String.valueOf(randomChar(random));
        }
        switch (random.nextInt(12)) {
            case 0: { // replace a character
                int i = random.nextInt(fen.length());
                return fen.substring(0, i) + randomChar(random) + fen.substring(i + 1);
            }
            case 1: { // insert a character
                int i = random.nextInt(fen.length() + 1);
                return fen.substring(0, i) + randomChar(random) + fen.substring(i);
            }
            case 2: { // delete a character
                int i = random.nextInt(fen.length());
                return fen.substring(0, i) + fen.substring(i + 1);
            }
            case 3: { // swap two neighbouring characters
                if (fen.length() < 2) {
                    return fen;
                }
                int i = random.nextInt(fen.length() - 1);
                return fen.substring(0, i) + fen.charAt(i + 1) + fen.charAt(i) + fen.substring(i + 2);
            }
            case 4: { // change a digit
                int[] digits = fen.chars().filter(Character::isDigit).toArray();
                if (digits.length == 0) {
                    return fen;
                }
                int nth = random.nextInt(digits.length);
                int i = -1;
                for (int seen = -1; seen < nth; ) {
                    i++;
                    if (Character.isDigit(fen.charAt(i))) {
                        seen++;
                    }
                }
                return fen.substring(0, i) + (char) ('0' + random.nextInt(10)) + fen.substring(i + 1);
            }
            case 5: { // swap two fields
                String[] f = fen.split(" ");
                if (f.length < 2) {
                    return fen;
                }
                int a = random.nextInt(f.length);
                int b = random.nextInt(f.length);
                String t = f[a];
                f[a] = f[b];
                f[b] = t;
                return String.join(" ", f);
            }
            case 6: { // drop or duplicate a field
                List<String> f = new ArrayList<>(Arrays.asList(fen.split(" ")));
                int i = random.nextInt(f.size());
                if (random.nextBoolean()) {
                    f.remove(i);
                } else {
                    f.add(i, f.get(i));
                }
                return String.join(" ", f);
            }
            case 7: // swap two ranks
                return withField(fen, 0, swapRanks(field(fen, 0), random));
            case 8: // the other side to move
                return withField(fen, 1, "w".equals(field(fen, 1)) ? "b" : "w");
            case 9: // other castling rights, in order or not
                return withField(fen, 2, randomCastling(random));
            case 10: // an en-passant square, mostly one on the right rank
                return withField(fen, 3, random.nextInt(4) == 0 ? "-"
                        : Square.name(Square.of(random.nextInt(8), random.nextInt(5) == 0 ? random.nextInt(8)
                                : random.nextBoolean() ? 2 : 5)));
            default: { // counters anywhere in the accepted range, or just beyond it
                String[] f = fen.split(" ");
                if (f.length != 6) {
                    return fen + " " + random.nextInt(100) + " " + (1 + random.nextInt(100));
                }
                int which = 4 + random.nextInt(2);
                int value = random.nextInt(8) == 0 ? LARGEST_COUNTER + random.nextInt(3) - 1 : random.nextInt(LARGEST_COUNTER);
                f[which] = Integer.toString(value);
                return String.join(" ", f);
            }
        }
    }

    private static char randomChar(Random random) {
        if (random.nextInt(50) == 0) {
            return (char) random.nextInt(0x3000); // anything at all, control characters and non-ASCII included
        }
        return ALPHABET.charAt(random.nextInt(ALPHABET.length()));
    }

    private static String field(String fen, int index) {
        String[] f = fen.split(" ");
        return index < f.length ? f[index] : "";
    }

    private static String withField(String fen, int index, String value) {
        String[] f = fen.split(" ");
        if (index >= f.length) {
            return fen;
        }
        f[index] = value;
        return String.join(" ", f);
    }

    private static String swapRanks(String placement, Random random) {
        String[] ranks = placement.split("/", -1);
        int a = random.nextInt(ranks.length);
        int b = random.nextInt(ranks.length);
        String t = ranks[a];
        ranks[a] = ranks[b];
        ranks[b] = t;
        return String.join("/", ranks);
    }

    private static String randomCastling(Random random) {
        StringBuilder sb = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (random.nextBoolean()) {
                sb.append(c);
            }
        }
        if (sb.length() >= 2 && random.nextInt(6) == 0) {
            sb.reverse();
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
