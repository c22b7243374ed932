package evalbench.fruit;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * Fruit's material info ({@link MaterialInfo}) computed from the piece counts, with a cache keyed by the
 * position's material signature (equal counts, equal info). The cache is an array probed at one slot; a
 * signature is the whole key, so a hit is never a false one.
 *
 * <p>API for models derived from Fruit: {@link #compute} gives Fruit's recogniser, flags, multipliers, phase,
 * piece values and bishop pair for a set of piece counts under the derived model's parameters, on which the
 * derived model builds its own material terms.
 */
public final class MaterialTable {
    private static final int CACHE_BITS = 14;

    private final FruitParameters p;
    private final long[] keys = new long[1 << CACHE_BITS];
    private final MaterialInfo[] entries = new MaterialInfo[1 << CACHE_BITS];
    private final boolean cacheOn;
    private final Counts counts = new Counts();
    /** The last lookup: consecutive positions (a game, a search line) mostly share their material. */
    private long lastSignature = -1;
    private MaterialInfo lastInfo;

    /** A table under {@code parameters}; {@code cacheOn} false: every {@link #get} computes afresh. */
    public MaterialTable(FruitParameters parameters, boolean cacheOn) {
        this.p = parameters;
        this.cacheOn = cacheOn;
    }

    /** The material info of a position's piece counts (from the cache when it is on). */
    public MaterialInfo get(Position position) {
        long signature = position.materialSignature();
        if (!cacheOn) {
            return compute(counts.of(position));
        }
        if (signature == lastSignature) {
            return lastInfo;
        }
        // multiplicative hashing: the signature's nibbles spread over the top bits
        int slot = (int) ((signature * 0x9E3779B97F4A7C15L) >>> (64 - CACHE_BITS));
        MaterialInfo info = entries[slot];
        if (info == null || keys[slot] != signature) {
            info = compute(counts.of(position));
            keys[slot] = signature;
            entries[slot] = info;
        }
        lastSignature = signature;
        lastInfo = info;
        return info;
    }

    /** Piece counts by colour and type, and the sums Fruit's rules talk about. */
    public static final class Counts {
        final int[][] n = new int[2][7];

        /** Loads a position's counts into this object (reused: no allocation per call) and returns it. */
        public Counts of(Position position) {
            for (int c = 0; c < 2; c++) {
                for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
                    n[c][t] = position.count(c, t);
                }
            }
            return this;
        }

        public int pawns(int c) {
            return n[c][PieceType.PAWN];
        }

        public int knights(int c) {
            return n[c][PieceType.KNIGHT];
        }

        public int bishops(int c) {
            return n[c][PieceType.BISHOP];
        }

        public int rooks(int c) {
            return n[c][PieceType.ROOK];
        }

        public int queens(int c) {
            return n[c][PieceType.QUEEN];
        }

        /** Everything but the king, pawns included. */
        public int total(int c) {
            return pawns(c) + knights(c) + bishops(c) + rooks(c) + queens(c);
        }

        public int minors(int c) {
            return knights(c) + bishops(c);
        }

        /** Majors counted as rook = 1, queen = 2. */
        public int majors(int c) {
            return queens(c) * 2 + rooks(c);
        }
    }

    /** Fruit's material info for the counts {@code k} (never cached). */
    public MaterialInfo compute(Counts k) {
        Recogniser recogniser = recognise(k);
        int flags = drawFlags(k, recogniser);
        boolean drawLeaf = recogniser == Recogniser.KQKQ || recogniser == Recogniser.KRKR;
        MaterialInfo.Side[] sides = new MaterialInfo.Side[2];
        for (int c = 0; c < 2; c++) {
            int mul = drawLeaf ? p.mulDrawLeaf : multiplier(k, c);
            int op = 0;
            int eg = 0;
            for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
                op += k.n[c][t] * p.materialOpening[t];
                eg += k.n[c][t] * p.materialEndgame[t];
            }
            // Fruit assumes two bishops stand on different colours
            boolean pair = k.bishops(c) >= 2;
            sides[c] = new MaterialInfo.Side(colourFlags(k, c), mul, op, eg,
                    pair ? p.bishopPairOpening : 0, pair ? p.bishopPairEndgame : 0);
        }
        return new MaterialInfo(recogniser, flags, phase(k), sides[Colour.WHITE], sides[Colour.BLACK]);
    }

    /** 0 with every piece of the start position on the board, 256 with none (rounded). */
    int phase(Counts k) {
        int phase = p.totalPhase;
        for (int c = 0; c < 2; c++) {
            for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
                phase -= k.n[c][t] * p.phaseWeight[t];
            }
        }
        phase = Math.max(phase, 0);
        int max = FruitEvaluator.PHASE_MAX;
        return (phase * max + p.totalPhase / 2) / p.totalPhase;
    }

    private static Recogniser recognise(Counts k) {
        int w = Colour.WHITE;
        int b = Colour.BLACK;
        int wt = k.total(w);
        int bt = k.total(b);
        // Within one total-count case the later match wins, as in Fruit (only one can match anyway).
        Recogniser r = Recogniser.NONE;
        if (wt == 0 && bt == 0) {
            r = Recogniser.KK;
        } else if (wt == 1 && bt == 0) {
            r = lone(k, w, Recogniser.KBK, Recogniser.KNK, Recogniser.KPK);
        } else if (wt == 0 && bt == 1) {
            r = lone(k, b, Recogniser.KKB, Recogniser.KKN, Recogniser.KKP);
        } else if (wt == 1 && bt == 1) {
            r = oneEach(k);
        } else if (wt == 2 && bt == 0) {
            r = minorAndPawn(k, w, Recogniser.KBPK, Recogniser.KNPK);
        } else if (wt == 0 && bt == 2) {
            r = minorAndPawn(k, b, Recogniser.KKBP, Recogniser.KKNP);
        } else if (wt == 2 && bt == 1) {
            if (k.rooks(w) == 1 && k.pawns(w) == 1 && k.rooks(b) == 1) {
                r = Recogniser.KRPKR;
            }
            if (k.bishops(w) == 1 && k.pawns(w) == 1 && k.bishops(b) == 1) {
                r = Recogniser.KBPKB;
            }
        } else if (wt == 1 && bt == 2) {
            if (k.rooks(w) == 1 && k.rooks(b) == 1 && k.pawns(b) == 1) {
                r = Recogniser.KRKRP;
            }
            if (k.bishops(w) == 1 && k.bishops(b) == 1 && k.pawns(b) == 1) {
                r = Recogniser.KBKBP;
            }
        }
        return r;
    }

    private static Recogniser lone(Counts k, int c, Recogniser bishop, Recogniser knight, Recogniser pawn) {
        if (k.bishops(c) == 1) {
            return bishop;
        }
        if (k.knights(c) == 1) {
            return knight;
        }
        if (k.pawns(c) == 1) {
            return pawn;
        }
        return Recogniser.NONE;
    }

    private static Recogniser minorAndPawn(Counts k, int c, Recogniser bishop, Recogniser knight) {
        if (k.pawns(c) != 1) {
            return Recogniser.NONE;
        }
        if (k.bishops(c) == 1) {
            return bishop;
        }
        if (k.knights(c) == 1) {
            return knight;
        }
        return Recogniser.NONE;
    }

    /** One man each: the kind is named by the two men (White's first). */
    private static Recogniser oneEach(Counts k) {
        int white = man(k, Colour.WHITE);
        int black = man(k, Colour.BLACK);
        int q = PieceType.QUEEN;
        int r = PieceType.ROOK;
        int bi = PieceType.BISHOP;
        int n = PieceType.KNIGHT;
        int pa = PieceType.PAWN;
        if (white == q && black == q) {
            return Recogniser.KQKQ;
        } else if (white == q && black == pa) {
            return Recogniser.KQKP;
        } else if (white == pa && black == q) {
            return Recogniser.KPKQ;
        } else if (white == r && black == r) {
            return Recogniser.KRKR;
        } else if (white == r && black == pa) {
            return Recogniser.KRKP;
        } else if (white == pa && black == r) {
            return Recogniser.KPKR;
        } else if (white == bi && black == bi) {
            return Recogniser.KBKB;
        } else if (white == bi && black == pa) {
            return Recogniser.KBKP;
        } else if (white == pa && black == bi) {
            return Recogniser.KPKB;
        } else if (white == n && black == n) {
            return Recogniser.KNKN;
        } else if (white == n && black == pa) {
            return Recogniser.KNKP;
        } else if (white == pa && black == n) {
            return Recogniser.KPKN;
        }
        return Recogniser.NONE;
    }

    /** Type of a side's only man (it has exactly one besides the king). */
    private static int man(Counts k, int c) {
        for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
            if (k.n[c][t] == 1) {
                return t;
            }
        }
        return PieceType.NONE;
    }

    private static int drawFlags(Counts k, Recogniser r) {
        int w = Colour.WHITE;
        int b = Colour.BLACK;
        int flags = 0;
        boolean noMajorsOrPawns = k.queens(w) + k.rooks(w) + k.pawns(w) == 0
                && k.queens(b) + k.rooks(b) + k.pawns(b) == 0;
        if (noMajorsOrPawns) {
            if (k.minors(w) + k.minors(b) <= 1 || r == Recogniser.KBKB) {
                flags |= MaterialInfo.DRAW_NODE;
            }
        } else if (r == Recogniser.KPK || r == Recogniser.KKP || r == Recogniser.KBPK || r == Recogniser.KKBP) {
            flags |= MaterialInfo.DRAW_NODE;
        }
        boolean onlyBishops = k.queens(w) + k.rooks(w) + k.knights(w) == 0
                && k.queens(b) + k.rooks(b) + k.knights(b) == 0;
        if (onlyBishops && k.bishops(w) == 1 && k.bishops(b) == 1 && Math.abs(k.pawns(w) - k.pawns(b)) <= 2) {
            flags |= MaterialInfo.DRAW_BISHOP;
        }
        return flags;
    }

    /** The multiplier of colour {@code me}: how much of its advantage it can hope to convert. */
    private int multiplier(Counts k, int me) {
        int opp = me ^ 1;
        int myMajors = k.majors(me);
        int myMinors = k.minors(me);
        int myTotal = myMajors * 2 + myMinors;
        int oppMajors = k.majors(opp);
        int oppMinors = k.minors(opp);
        int oppTotal = oppMajors * 2 + oppMinors;
        if (k.pawns(me) == 0) {
            if (myTotal == 1) {
                return p.mulLoneMinor;
            } else if (myTotal == 2 && k.knights(me) == 2) {
                return oppTotal != 0 || k.pawns(opp) == 0 ? p.mulTwoKnights : p.mulTwoKnightsVersusPawns;
            } else if (myTotal == 2 && k.bishops(me) == 2 && oppTotal == 1 && k.knights(opp) == 1) {
                return p.mulTwoBishopsVersusKnight;
            } else if (myTotal - oppTotal <= 1 && myMajors <= 2) {
                return p.mulNoPawnsMinorAhead;
            }
        } else if (k.pawns(me) == 1) {
            // the defender gives up a minor for the lone pawn (or, lacking one, a rook)
            if (oppMinors != 0) {
                oppTotal -= 1;
            } else if (k.rooks(opp) != 0) {
                oppTotal -= 2;
            } else {
                return p.mulUnit;
            }
            if (myTotal == 1) {
                return p.mulLonePawnInsufficient;
            } else if (myTotal == 2 && k.knights(me) == 2) {
                return p.mulLonePawnInsufficient;
            } else if (myTotal - oppTotal <= 1 && myMajors <= 2) {
                return p.mulLonePawnMinorAhead;
            }
        }
        return p.mulUnit;
    }

    private static int colourFlags(Counts k, int me) {
        int opp = me ^ 1;
        int flags = 0;
        boolean onlyBishopsAndPawns = k.total(me) == k.bishops(me) + k.pawns(me);
        boolean oppHasPieces = k.total(opp) > k.pawns(opp);
        if (onlyBishopsAndPawns && k.pawns(me) >= 1) {
            flags |= MaterialInfo.ROOK_PAWN;
        }
        if (onlyBishopsAndPawns && k.bishops(me) <= 1 && k.pawns(me) >= 1 && oppHasPieces) {
            flags |= MaterialInfo.BISHOP;
        }
        if (k.total(me) == 2 && k.knights(me) == 1 && k.pawns(me) == 1 && oppHasPieces) {
            flags |= MaterialInfo.KNIGHT;
        }
        int oppPieces = k.queens(opp) + k.rooks(opp) + k.bishops(opp) + k.knights(opp);
        if (k.queens(opp) >= 1 && oppPieces >= 2) {
            flags |= MaterialInfo.KING_SAFETY;
        }
        return flags;
    }
}
