package evalbench.studies.witness;

import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.TermDef;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The search for one term of two models A and B: random walks of {@link Mutations} from the seed positions. Every
 * new legal position is read under both rule families and checked for a proof in each direction — "B is not A's
 * rule with other numbers" (A's family obeys a relation B's own values break) and the converse. A find is made as
 * small as it goes (men removed while it still holds) and checked again under larger, freshly drawn families before
 * it counts. The search ends when both directions are proven or {@code tries} positions were read. Deterministic
 * for a given seed.
 */
final class WitnessSearch {
    /** Longest walk from a seed. */
    private static final int WALK = 6;

    /** One side of the search: a model's family (search and verification evaluators) and what was seen. */
    private static final class Side {
        final String id;
        final List<Evaluator> search;
        final List<Evaluator> verify;
        /** The term's index in the model's terms, and room for one evaluation's term values. */
        final int term;
        final int[] scratch;
        final Map<TermReading.Direction, Seen> byDirection = new HashMap<>();
        /** The proof that the other model is not this family's rule, once found and verified. */
        Finding proof;

        /** Every number of each member's parameter set, in one order: [member][entry] (search, then verification). */
        final int[][] searchNumbers;
        final int[][] verifyNumbers;

        Side(List<Evaluator> search, List<Evaluator> verify, String termId) {
            EvaluatorModel model = search.get(0).model();
            this.id = model.id();
            this.search = search;
            this.verify = verify;
            List<TermDef> defs = model.terms();
            int index = -1;
            for (int i = 0; i < defs.size(); i++) {
                index = defs.get(i).id().equals(termId) ? i : index;
            }
            if (index < 0) {
                throw new IllegalArgumentException(id + " has no term " + termId);
            }
            this.term = index;
            this.scratch = new int[defs.size() * 4];
            this.searchNumbers = numbers(search);
            this.verifyNumbers = numbers(verify);
        }

        private static int[][] numbers(List<Evaluator> members) {
            int[][] n = new int[members.size()][];
            for (int m = 0; m < n.length; m++) {
                n[m] = members.get(m).parameters().parameters().values().stream()
                        .flatMapToInt(p -> java.util.Arrays.stream(p.values())).toArray();
            }
            return n;
        }

        /**
         * Whether, in a stage, every member's net value here is one number of its set times one fixed count: the term
         * is then one feature times one weight there, and its sign is that count's sign times the weight's (whatever
         * the weight's size). The number must be non-zero in the model's own set (a zero one has no sign to keep).
         */
        boolean oneWeight(TermReading r, int stage, boolean verification) {
            int[][] n = verification ? verifyNumbers : searchNumbers;
            long v0 = r.net(0, stage);
            if (v0 == 0) {
                return false;
            }
            for (int k = 0; k < n[0].length; k++) {
                long p0 = n[0][k];
                if (p0 == 0) {
                    continue;
                }
                boolean proportional = true;
                for (int m = 1; m < n.length && proportional; m++) {
                    proportional = v0 * n[m][k] == r.net(m, stage) * p0;
                }
                if (proportional) {
                    return true;
                }
            }
            return false;
        }

        TermReading read(Position p, boolean verification) {
            return TermReading.of(verification ? verify : search, term, p, scratch);
        }
    }

    /** The first position with a direction of one family's reading, and the other model's own values there. */
    private record Seen(Placement placement, TermReading reading, int[] otherOwn) {
    }

    private final Side a;
    private final Side b;
    private final String term;
    private final Set<String> seen = new HashSet<>();
    private final int unitsA;
    private final int unitsB;
    private long tried;
    private java.util.function.LongConsumer progress = n -> { };
    private boolean allEqual = true;
    private boolean anyNonZero;

    /** Each list: index 0 the model under its own set, then the family's random members. */
    WitnessSearch(List<Evaluator> searchA, List<Evaluator> verifyA, List<Evaluator> searchB,
            List<Evaluator> verifyB, String term) {
        this.a = new Side(searchA, verifyA, term);
        this.b = new Side(searchB, verifyB, term);
        this.unitsA = searchA.get(0).model().units().perCentipawn();
        this.unitsB = searchB.get(0).model().units().perCentipawn();
        this.term = term;
    }

    long tried() {
        return tried;
    }

    /** Whether every position read had equal values in centipawns (net, both stages) in the two models' own sets. */
    boolean allEqual() {
        return allEqual;
    }

    /** The proof that B is not A's rule with other numbers (A's family obeys, B breaks), or null. */
    Finding bNotA() {
        return a.proof;
    }

    /** The proof that A is not B's rule with other numbers, or null. */
    Finding aNotB() {
        return b.proof;
    }

    /**
     * Walks from the seeds until both directions are proven, {@code tries} positions are read, or cancelled;
     * {@code progress} hears the count of positions read every 256.
     */
    void run(List<Placement> seeds, long tries, long seed, BooleanSupplier cancelled,
            java.util.function.LongConsumer progress) {
        this.progress = progress;
        SplittableRandom random = new SplittableRandom(seed ^ term.hashCode());
        for (Placement s : seeds) {
            if (done() || tried >= tries) {
                return;
            }
            examine(s);
        }
        if (seeds.isEmpty()) {
            return;
        }
        int next = 0;
        long idle = 0;
        while (!done() && tried < tries && !cancelled.getAsBoolean()) {
            Placement current = seeds.get(next++ % seeds.size());
            int steps = 1 + random.nextInt(WALK);
            long before = tried;
            for (int i = 0; i < steps && tried < tries && !done(); i++) {
                current = Mutations.random(current, random);
                examine(current);
            }
            idle = tried == before ? idle + 1 : 0;
            if (idle > 100_000) {
                return; // every walk ends in positions already read: nothing new to try
            }
        }
    }

    private boolean done() {
        return a.proof != null && b.proof != null;
    }

    /** Reads a new position and records any proof it makes. */
    void examine(Placement p) {
        if (!seen.add(p.fen())) {
            return;
        }
        Position position = p.position();
        if (position == null) {
            return;
        }
        TermReading ra = a.read(position, false);
        TermReading rb = ra == null ? null : b.read(position, false);
        if (rb == null) {
            return;
        }
        if ((++tried & 255) == 0) {
            progress.accept(tried);
        }
        if ((long) ra.netOpening() * unitsB != (long) rb.netOpening() * unitsA
                || (long) ra.netEndgame() * unitsB != (long) rb.netEndgame() * unitsA) {
            allEqual = false;
        }
        anyNonZero |= !ra.ownSilent() || !rb.ownSilent();
        look(a, b, p, ra, rb);
        look(b, a, p, rb, ra);
    }

    /** Checks for a proof that {@code other} is not {@code family}'s rule at {@code p}. */
    private void look(Side family, Side other, Placement p, TermReading rf, TermReading ro) {
        if (family.proof != null) {
            return;
        }
        Finding f = single(family, rf, ro, p, false);
        if (f == null && !rf.silent()) {
            Seen prev = family.byDirection.putIfAbsent(rf.direction(), new Seen(p, rf, ro.own()));
            if (prev != null && !rf.keepsRatio(prev.reading(), ro.own(), prev.otherOwn())) {
                f = new Finding(WitnessKind.RATIO, prev.placement(), p, family.id, -1);
            }
        }
        if (f != null) {
            accept(f);
        }
    }

    /**
     * A one-position proof: the family silent where the other scores; or, in a stage where the family's value is one
     * feature times one weight, one sign under every member where the other model's value has the other sign (a
     * term summed from several features with their own weights gives no sign proof: its sign depends on their sizes).
     */
    private static Finding single(Side family, TermReading rf, TermReading ro, Placement p, boolean verification) {
        if (rf.silent() && !ro.ownSilent()) {
            return new Finding(WitnessKind.ZERO_VS_NONZERO, p, null, family.id, -1);
        }
        for (int stage = 0; stage < 2; stage++) {
            if (oppositeSign(family, rf, ro, stage, verification)) {
                return new Finding(WitnessKind.OPPOSITE_SIGN, p, null, family.id, stage);
            }
        }
        return null;
    }

    private static boolean oppositeSign(Side family, TermReading rf, TermReading ro, int stage, boolean verification) {
        int sign = rf.commonSign(stage);
        return sign != 0 && Integer.signum(ro.net(0, stage)) == -sign && family.oneWeight(rf, stage, verification);
    }

    private boolean provesBothWays(Finding f) {
        Side family = f.family().equals(a.id) ? a : b;
        Side other = family == a ? b : a;
        return family.proof == f && other.proof != null && other.proof.first().equals(f.first())
                && java.util.Objects.equals(other.proof.second(), f.second());
    }

    /**
     * Minimises and verifies a find; records it for its direction, and for the other if it proves that too (then it
     * replaces a one-way proof found before: one witness for both is the clearer evidence).
     */
    private void accept(Finding f) {
        Finding small = minimise(f);
        if (!holds(small, true)) {
            return;
        }
        Side family = small.family().equals(a.id) ? a : b;
        Side other = family == a ? b : a;
        family.proof = small;
        // a witness that proves both ways at once replaces a one-way proof found before
        Finding reverse = small.reversed(other.id);
        if ((other.proof == null || !provesBothWays(other.proof)) && holds(reverse, true)) {
            other.proof = reverse;
        }
    }

    /** Whether a proof holds under the search families, or under the verification families. */
    boolean holds(Finding f, boolean verification) {
        Side family = f.family().equals(a.id) ? a : b;
        Side other = family == a ? b : a;
        Position p1 = f.first().position();
        if (p1 == null) {
            return false;
        }
        TermReading rf1 = family.read(p1, verification);
        TermReading ro1 = rf1 == null ? null : other.read(p1, verification);
        if (ro1 == null) {
            return false;
        }
        switch (f.kind()) {
            case ZERO_VS_NONZERO -> {
                return rf1.silent() && !ro1.ownSilent();
            }
            case OPPOSITE_SIGN -> {
                return oppositeSign(family, rf1, ro1, f.stage(), verification);
            }
            case RATIO -> {
                Position p2 = f.second().position();
                if (p2 == null) {
                    return false;
                }
                TermReading rf2 = family.read(p2, verification);
                TermReading ro2 = rf2 == null ? null : other.read(p2, verification);
                if (ro2 == null) {
                    return false;
                }
                return rf1.proportionalTo(rf2) && !rf1.keepsRatio(rf2, ro1.own(), ro2.own());
            }
            default -> {
                return false;
            }
        }
    }

    /**
     * Removes men (never kings) while the proof holds under the search families: pieces before pawns, the first
     * removal that keeps it each round, until none does. From a pair a man is removed from both positions where both
     * have it, else from the one that has it.
     */
    Finding minimise(Finding f) {
        Finding current = f;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int pass = 0; pass < 2 && !progress; pass++) {
                for (int sq = 0; sq < 64 && !progress; sq++) {
                    for (Finding smaller : removals(current, sq, pass == 1)) {
                        if (holds(smaller, false)) {
                            current = smaller;
                            progress = true;
                            break;
                        }
                    }
                }
            }
        }
        return current;
    }

    /** The findings with the man on {@code sq} removed (pawns only when {@code pawns}, else pieces). */
    private static List<Finding> removals(Finding f, int sq, boolean pawns) {
        int first = f.first().manAt(sq);
        int second = f.second() == null ? Piece.NONE : f.second().manAt(sq);
        boolean inFirst = removable(first, pawns);
        boolean inSecond = removable(second, pawns);
        if (f.second() == null) {
            return inFirst ? List.of(new Finding(f.kind(), f.first().without(sq), null, f.family(), f.stage()))
                    : List.of();
        }
        java.util.ArrayList<Finding> list = new java.util.ArrayList<>();
        if (inFirst && inSecond && first == second) {
            list.add(new Finding(f.kind(), f.first().without(sq), f.second().without(sq), f.family(), f.stage()));
        }
        if (inFirst) {
            list.add(new Finding(f.kind(), f.first().without(sq), f.second(), f.family(), f.stage()));
        }
        if (inSecond) {
            list.add(new Finding(f.kind(), f.first(), f.second().without(sq), f.family(), f.stage()));
        }
        return list;
    }

    private static boolean removable(int man, boolean pawns) {
        return man != Piece.NONE && Piece.type(man) != PieceType.KING && (Piece.type(man) == PieceType.PAWN) == pawns;
    }

    /** Whether any position read had a non-zero value of the term in either model. */
    boolean anyNonZero() {
        return anyNonZero;
    }
}
