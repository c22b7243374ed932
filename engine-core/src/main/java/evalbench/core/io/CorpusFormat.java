package evalbench.core.io;

import java.nio.file.Path;
import java.util.Locale;

/** The kinds of corpus file: a FEN list, an EPD file (FEN fields plus operations) or a PGN game collection. */
public enum CorpusFormat {
    FEN, EPD, PGN;

    /** By the file name's extension: .pgn is PGN, .epd is EPD, anything else a FEN list (which also takes EPD lines). */
    public static CorpusFormat ofFile(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".pgn")) {
            return PGN;
        }
        if (name.endsWith(".epd")) {
            return EPD;
        }
        return FEN;
    }

    /** Parses "fen", "epd", "pgn" (any case). */
    public static CorpusFormat parse(String text) {
        try {
            return valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown corpus format '" + text + "' (fen, epd or pgn)");
        }
    }
}
