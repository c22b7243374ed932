package evalbench.core.io;

import java.io.IOException;
import java.io.Reader;

/**
 * Splits PGN text into the tokens a game reader needs — tag pairs, SAN moves and results — with the line of
 * each. Comments ({@code {...}} and {@code ;} to the end of the line), recursive variations, NAGs
 * ({@code $n}), move numbers, annotation glyphs and {@code %} escape lines are consumed here and never
 * reach the game reader. A malformed piece (an unterminated tag, comment or variation) becomes an
 * {@link Kind#ERROR} token carrying the reason, and reading goes on after it.
 */
final class PgnTokens {
    enum Kind { TAG, MOVE, RESULT, ERROR, END }

    /**
     * One token: for TAG {@code text} is the name and {@code value} the value; for ERROR the reason.
     * {@code afterBlankLine}: a blank line came between the previous token and this one (a tag after a blank
     * line starts a new game even when the game before it had no moves). {@code offset}: the byte offset of the
     * token's first character when the text comes straight from a {@link LenientUtf8Reader}, else -1.
     */
    record Token(Kind kind, String text, String value, int line, boolean afterBlankLine, long offset) {
    }

    private static final int MAX_TOKEN = 4096;

    private final Reader in;
    /** {@code in} when it can tell byte offsets, else null. */
    private final LenientUtf8Reader positioned;
    private int line;
    /** Characters given back, last in first out (at most two: a '[' and the letter after it), with their offsets. */
    private final int[] pushedBack = new int[2];
    private final long[] pushedOffset = new long[2];
    private int pushed;
    /** Byte offset of the character read last (-1 when unknown), and of the token being read. */
    private long charOffset = -1;
    private long tokenOffset = -1;
    private boolean blankLineSeen;
    private boolean lineHasText;
    private boolean atLineStart = true;
    private Token peeked;
    private int last = '\n';
    private int before = '\n';

    PgnTokens(Reader in) {
        this(in, 1);
    }

    /** Tokens of text whose first character is on {@code firstLine} (a game read from its offset). */
    PgnTokens(Reader in, int firstLine) {
        this.in = in;
        this.positioned = in instanceof LenientUtf8Reader r ? r : null;
        this.line = firstLine;
    }

    Token peek() throws IOException {
        if (peeked == null) {
            peeked = read();
        }
        return peeked;
    }

    Token next() throws IOException {
        Token t = peek();
        peeked = null;
        return t;
    }

    private int readChar() throws IOException {
        int c;
        if (pushed > 0) {
            c = pushedBack[--pushed];
            charOffset = pushedOffset[pushed];
        } else {
            c = in.read();
            charOffset = positioned != null ? positioned.charOffset() : -1;
        }
        if (c == '\n') {
            line++;
        }
        before = last;
        last = c;
        return c;
    }

    private void unread(int c, long offset) {
        if (c == '\n') {
            line--;
        }
        pushedOffset[pushed] = offset;
        pushedBack[pushed++] = c;
    }

    private Token read() throws IOException {
        blankLineSeen = false;
        return readToken();
    }

    /** A token that began at the character {@link #readToken} last took as a start. */
    private Token token(Kind kind, String text, String value, int at) {
        return new Token(kind, text, value, at, blankLineSeen && kind == Kind.TAG, tokenOffset);
    }

    private Token readToken() throws IOException {
        while (true) {
            int c = readChar();
            if (c < 0) {
                tokenOffset = -1;
                return token(Kind.END, "", "", line);
            }
            boolean lineStart = atLineStart;
            atLineStart = c == '\n';
            if (c == '\n') {
                if (!lineHasText) {
                    blankLineSeen = true;
                }
                lineHasText = false;
                continue;
            }
            if (Character.isWhitespace(c) || c == 0xFEFF) {
                continue;
            }
            lineHasText = true;
            if (c == '%' && lineStart) {
                skipLine();
                continue;
            }
            int start = line;
            tokenOffset = charOffset;
            switch (c) {
                case '[':
                    return tag(start);
                case '{':
                    if (!skipComment()) {
                        return token(Kind.ERROR, "a comment '{' opened on line " + start + " is never closed", "",
                                start);
                    }
                    continue;
                case ';':
                    skipLine();
                    continue;
                case '(':
                    Token v = skipVariation(start);
                    if (v != null) {
                        return v;
                    }
                    continue;
                case ')':
                    return token(Kind.ERROR, "a ')' without a variation to close", "", start);
                case '$':
                    word(c);
                    continue;
                default:
                    String w = word(c);
                    Token t = classify(w, start);
                    if (t != null) {
                        return t;
                    }
            }
        }
    }

    /** A word runs to the next blank or PGN delimiter. */
    private String word(int first) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append((char) first);
        while (true) {
            int c = readChar();
            if (c < 0 || Character.isWhitespace(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '['
                    || c == ']' || c == ';' || c == '$') {
                if (c >= 0) {
                    unread(c, charOffset);
                }
                return sb.toString();
            }
            if (sb.length() < MAX_TOKEN) {
                sb.append((char) c);
            }
        }
    }

    /** A move number ("12." "12..."), a result, a SAN move (with glyphs such as "!?" removed), or null. */
    private Token classify(String w, int line) {
        if (w.equals("1-0") || w.equals("0-1") || w.equals("1/2-1/2") || w.equals("*")) {
            return token(Kind.RESULT, w, "", line);
        }
        int i = 0;
        while (i < w.length() && Character.isDigit(w.charAt(i))) {
            i++;
        }
        int dots = i;
        while (dots < w.length() && w.charAt(dots) == '.') {
            dots++;
        }
        String rest = i > 0 && dots > i ? w.substring(dots) : w; // "12.e4" holds a move after its number
        if (rest.isEmpty() || rest.chars().allMatch(ch -> ch == '.')) {
            return null;
        }
        if (i > 0 && dots == i && i == w.length()) {
            return null; // a bare number: a move number written without its dot
        }
        String move = stripGlyphs(rest);
        return move.isEmpty() ? null : token(Kind.MOVE, move, "", line);
    }

    private static String stripGlyphs(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == '!' || s.charAt(end - 1) == '?')) {
            end--;
        }
        return s.substring(0, end);
    }

    private Token tag(int start) throws IOException {
        StringBuilder sb = new StringBuilder();
        boolean quoted = false;
        while (true) {
            int c = readChar();
            if (c < 0 || (c == '\n' && !quoted)) {
                return token(Kind.ERROR, "tag pair '[" + shorten(sb) + "' has no closing ']'", "", start);
            }
            if (c == '\n') {
                return token(Kind.ERROR, "tag pair '[" + shorten(sb) + "' has an unclosed quote", "", start);
            }
            if (c == '\\' && quoted) {
                int d = readChar();
                if (d >= 0 && d != '\n') {
                    sb.append((char) d);
                }
                continue;
            }
            if (c == '"') {
                quoted = !quoted;
                sb.append('"');
                continue;
            }
            if (c == ']' && !quoted) {
                break;
            }
            if (sb.length() < MAX_TOKEN) {
                sb.append((char) c);
            }
        }
        String body = sb.toString().strip();
        int space = body.indexOf(' ');
        int q1 = body.indexOf('"');
        int q2 = body.lastIndexOf('"');
        if (space <= 0 || q1 < space || q2 <= q1) {
            return token(Kind.ERROR, "tag pair '[" + body + "]' is not of the form [Name \"value\"]", "", start);
        }
        return token(Kind.TAG, body.substring(0, space), body.substring(q1 + 1, q2), start);
    }

    private static String shorten(CharSequence s) {
        return s.length() <= 40 ? s.toString() : s.subSequence(0, 40) + "...";
    }

    /**
     * Skips a comment up to its '}'. A comment may span lines, but one that is never closed would swallow the
     * rest of the file: a line starting with a tag ('[' and a letter) ends it, unclosed, and starts the next game.
     */
    private boolean skipComment() throws IOException {
        int c;
        while ((c = readChar()) >= 0) {
            if (c == '}') {
                return true;
            }
            if (c == '[' && before == '\n' && tagFollows()) {
                return false;
            }
        }
        return false;
    }

    /** After a '[' at a line's start: whether a tag name follows; the '[' and the peeked letter are given back. */
    private boolean tagFollows() throws IOException {
        long bracketOffset = charOffset;
        int next = readChar();
        boolean tag = next >= 0 && Character.isLetter(next);
        if (next >= 0) {
            unread(next, charOffset);
        }
        if (tag) {
            unread('[', bracketOffset);
            last = '\n'; // the '[' is read again at the start of its line
            atLineStart = true;
            lineHasText = false;
        }
        return tag;
    }

    private void skipLine() throws IOException {
        int c;
        while ((c = readChar()) >= 0 && c != '\n') {
            // skipped
        }
        atLineStart = true;
        lineHasText = false;
    }

    /** Skips a (possibly nested) variation with its comments; null if it closed, else an error token. */
    private Token skipVariation(int start) throws IOException {
        int depth = 1;
        int c;
        while ((c = readChar()) >= 0) {
            if (c == '{') {
                if (!skipComment()) {
                    break;
                }
            } else if (c == ';') {
                skipLine();
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (--depth == 0) {
                    return null;
                }
            } else if (c == '[' && before == '\n' && tagFollows()) {
                // a tag line inside a variation: the variation was never closed; let the tag start the next game
                return token(Kind.ERROR, "a variation '(' opened on line " + start + " is never closed", "", start);
            }
        }
        return token(Kind.ERROR, "a variation '(' opened on line " + start + " is never closed", "", start);
    }
}
