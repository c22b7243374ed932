package evalbench.fruit;

/**
 * Fruit's material recognisers ("KBK" = White king and bishop against the bare Black king). The ordinal is
 * Fruit's own number for the kind, the {@code recog} column of the reference files.
 */
public enum Recogniser {
    NONE, KK, KBK, KKB, KNK, KKN, KPK, KKP, KQKQ, KQKP, KPKQ, KRKR, KRKP, KPKR, KBKB, KBKP, KPKB, KBPK, KKBP,
    KNKN, KNKP, KPKN, KNPK, KKNP, KRPKR, KRKRP, KBPKB, KBKBP;

    /** Fruit's number for this kind. */
    public int number() {
        return ordinal();
    }
}
