package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * The first part of FabChess's pawn evaluation: doubled, isolated and backward pawns, pawns protected by a pawn
 * (by square), pawns attacking the centre, and pawn mobility. Each side from its own view; returns White's sum
 * minus Black's, packed. The fast path takes the terms that depend on the pawns alone from a cache by pawn key
 * (FabChess itself has none; the cache returns the numbers it would compute); a recording run computes every term.
 */
final class PawnStructure {
    /**
     * 2^14 slots (256 KB): a search's and a corpus's pawn structures repeat often. A plain direct-mapped table of
     * one packed long per key, not engine-core's {@code SummaryCache}: that one copies multi-field records in and
     * out through interfaces shared with the other models (not inlined when several models run in one process).
     */
    private static final int PAWN_CACHE_BITS = 14;
    /** Squares from which a pawn attacks d4, e4, d5 or e5: c3-f3 and c4-f4 for White, c6-f6 and c5-f5 for Black. */
    private static final long[] CENTRE_ATTACKERS = {centreAttackers(Colour.WHITE), centreAttackers(Colour.BLACK)};

    private final FabChessParameters p;
    private final long doubled;
    private final long isolated;
    private final long backward;
    private final long centreAttack;
    private final long pawnMobility;
    /**
     * Slot i: the pawn key at 2i and White's pawn-only terms minus Black's (packed) at 2i + 1, side by side in
     * one cache line. The empty slots' key 0 is the key of no pawns at all, whose terms are 0: the zeros they
     * start with are right.
     */
    private final long[] cache = new long[2 << PAWN_CACHE_BITS];
    /** The cache's computations record nothing: a sheet and counts that stay off. */
    private final ScoreSheet quietSheet = new ScoreSheet(Terms.COUNT);
    private final Counts quietCounts = new Counts();

    PawnStructure(FabChessParameters p) {
        this.p = p;
        this.doubled = p.doubled.single();
        this.isolated = p.isolated.single();
        this.backward = p.backward.single();
        this.centreAttack = p.centreAttack.single();
        this.pawnMobility = p.pawnMobility.single();
        quietSheet.start(false);
        quietCounts.start(false);
    }

    static long centreAttackers(int colour) {
        long centre = Bitboards.bit(Square.D4) | Bitboards.bit(Square.E4) | Bitboards.bit(Square.D5)
                | Bitboards.bit(Square.E5);
        // a pawn attacks the centre from the squares the enemy's pawns would attack it from, seen backwards
        return Bitboards.pawnAttacks(centre, colour ^ 1);
    }

    long evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        long pawnOnly = sheet.recording()
                ? pawnTerms(position, Colour.WHITE, sheet, counts) - pawnTerms(position, Colour.BLACK, sheet, counts)
                : cached(position);
        return pawnOnly + mobility(position, Colour.WHITE, attacks, sheet, counts)
                - mobility(position, Colour.BLACK, attacks, sheet, counts);
    }

    /** The pawn-only terms of both sides from the cache, worked out (nothing recorded) and kept on a miss. */
    private long cached(Position position) {
        long key = position.pawnKey();
        int at = ((int) key & (1 << PAWN_CACHE_BITS) - 1) << 1;
        if (cache[at] == key) {
            return cache[at + 1];
        }
        // a loop with one call, not two calls: the JIT inlines the (rarely run) terms once, not twice, into the
        // evaluation, whose inlining budget is then left for the small methods at its end
        long value = 0;
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long side = pawnTerms(position, c, quietSheet, quietCounts);
            value += c == Colour.WHITE ? side : -side;
        }
        cache[at] = key;
        cache[at + 1] = value;
        return value;
    }

    /** One side's doubled, isolated, backward, supported and centre-attack terms: a function of the pawns alone. */
    private long pawnTerms(Position position, int c, ScoreSheet sheet, Counts counts) {
        int them = c ^ 1;
        long own = position.pieces(c, PieceType.PAWN);
        long enemy = position.pieces(them, PieceType.PAWN);

        // a pawn with an own pawn behind it on its file: a file of k pawns counts k - 1
        long doubledPawns = own & BoardMasks.frontSpan(own, c);
        long sum = counts.addPerSquare(0, sheet, Terms.DOUBLED, c, doubled, doubledPawns, Counts.DOUBLED);

        long ownFiles = Bitboards.fileFill(own);
        long isolatedPawns = own & ~(Bitboards.east(ownFiles) | Bitboards.west(ownFiles));
        sum = counts.addPerSquare(sum, sheet, Terms.ISOLATED, c, isolated, isolatedPawns, Counts.ISOLATED);

        long stops = BoardMasks.forward(own, c);
        long backwardStops = stops & Bitboards.pawnAttacks(enemy, them) & ~enemy
                & ~BoardMasks.adjacentFileSpan(own, c);
        sum = counts.addPerSquare(sum, sheet, Terms.BACKWARD, c, backward, backwardStops, Counts.BACKWARD);
        if (sheet.recording()) {
            sheet.mark(Terms.BACKWARD, BoardMasks.forward(backwardStops, them));
        }

        long supported = own & Bitboards.pawnAttacks(own, c);
        long[] bySquare = p.supported.packed;
        long supportedSum = 0;
        for (long s = supported; s != 0; s = Bitboards.withoutFirst(s)) {
            supportedSum += bySquare[Square.relative(Bitboards.first(s), c)];
        }
        sum = sheet.addPacked(sum, Terms.SUPPORTED, c, supportedSum);
        sheet.mark(Terms.SUPPORTED, supported);
        counts.set(Counts.SUPPORTED, c, Bitboards.count(supported));

        return counts.addPerSquare(sum, sheet, Terms.CENTRE_ATTACK, c, centreAttack, own & CENTRE_ATTACKERS[c],
                Counts.CENTRE_ATTACK);
    }

    /** One side's pawn mobility (captures and pushes): the pushes depend on every piece, so never cached. */
    private long mobility(Position position, int c, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        long own = position.pieces(c, PieceType.PAWN);
        long stops = BoardMasks.forward(own, c);
        long empty = ~position.occupied();
        long singles = stops & empty;
        long doubles = BoardMasks.forward(singles & Bitboards.rank(c == Colour.WHITE ? 2 : 5), c) & empty;
        int mobility = Bitboards.count(attacks.pawnWest[c]) + Bitboards.count(attacks.pawnEast[c])
                + Bitboards.count(singles) + Bitboards.count(doubles);
        sheet.mark(Terms.PAWN_MOBILITY, own);
        counts.set(Counts.PAWN_MOBILITY, c, mobility);
        return sheet.addPacked(0, Terms.PAWN_MOBILITY, c, mobility * pawnMobility);
    }
}
