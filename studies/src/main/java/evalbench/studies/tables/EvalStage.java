package evalbench.studies.tables;

import java.util.Locale;

/** The two stages every table comes in. */
public enum EvalStage {
    OPENING, ENDGAME;

    /** Lower-case name as used on the command line and in JSON ("opening", "endgame"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses "opening"/"op"/"endgame"/"eg"; anything else is an IllegalArgumentException naming the value. */
    public static EvalStage parse(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "opening":
            case "op":
                return OPENING;
            case "endgame":
            case "eg":
                return ENDGAME;
            default:
                throw new IllegalArgumentException("unknown stage '" + text + "' (known: opening, endgame)");
        }
    }
}
