package evalbench.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * Decodes UTF-8, and reads any byte that does not start a well-formed UTF-8 sequence as Latin-1, so old PGN
 * databases written in Latin-1 keep their names ("Andersson, Ulf", "Müller") instead of losing them to
 * replacement characters, and a file mixing both still reads whole. A leading byte-order mark is dropped.
 *
 * <p>{@link #charOffset()} is the byte offset where the character {@link #read()} returned last began, so a reader
 * that reads character by character (not through a {@code BufferedReader}) knows where in the file each character
 * is: the PGN index keeps the offset of each game and later reads one game from there
 * ({@link #LenientUtf8Reader(InputStream, long)}).
 */
public final class LenientUtf8Reader extends Reader {
    private final InputStream in;
    private final byte[] buffer;
    /** Byte offset in the file of {@code buffer[0]}. */
    private long base;
    private int start;
    /** Byte offset of the character read last (both halves of a surrogate pair share it). */
    private long charOffset = -1;
    private int end;
    private boolean eof;
    private boolean first = true;
    /** The low surrogate of a supplementary character, waiting for the next read. */
    private int pendingLow = -1;

    public LenientUtf8Reader(InputStream in) {
        this.in = in;
        this.buffer = new byte[1 << 16];
    }

    /**
     * Reads from the middle of a file: {@code in} starts at byte {@code offset}, which must be where a character
     * begins (as {@link #position()} reported it). No byte-order mark is looked for; the buffer is small, for
     * reading one game.
     */
    public LenientUtf8Reader(InputStream in, long offset) {
        this.in = in;
        this.buffer = new byte[1 << 13];
        this.base = offset;
        this.first = false;
    }

    /** Bytes consumed so far, counted from the file's start (for progress). */
    public long position() {
        return base + start;
    }

    /** The byte offset (from the file's start) where the character {@link #read()} returned last began. */
    public long charOffset() {
        return charOffset;
    }

    /** One character: the PGN reader reads character by character, so this path must not allocate. */
    @Override
    public int read() throws IOException {
        while (true) {
            if (pendingLow >= 0) {
                int low = pendingLow;
                pendingLow = -1;
                return low;
            }
            if (!fill(4)) {
                return -1;
            }
            charOffset = base + start;
            int c = decode();
            if (isLeadingBom(c)) {
                continue;
            }
            if (c > 0xFFFF) {
                pendingLow = Character.lowSurrogate(c);
                return Character.highSurrogate(c);
            }
            return c;
        }
    }

    /** True for a byte-order mark as the file's first character (skipped); after the first character, never. */
    private boolean isLeadingBom(int c) {
        boolean bom = first && c == 0xFEFF;
        first = false;
        return bom;
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        int n = 0;
        while (n < len) {
            if (pendingLow >= 0) {
                cbuf[off + n++] = (char) pendingLow;
                pendingLow = -1;
                continue;
            }
            if (!fill(4) && start >= end) {
                break;
            }
            int c = decode();
            if (isLeadingBom(c)) {
                continue;
            }
            if (c > 0xFFFF) {
                cbuf[off + n++] = Character.highSurrogate(c);
                pendingLow = Character.lowSurrogate(c);
            } else {
                cbuf[off + n++] = (char) c;
            }
            if (start >= end && eof) {
                break;
            }
        }
        return n == 0 && pendingLow < 0 ? -1 : n;
    }

    /** Makes at least {@code want} bytes available unless the stream ends; false if none are left. */
    private boolean fill(int want) throws IOException {
        if (end - start >= want || eof) {
            return start < end;
        }
        System.arraycopy(buffer, start, buffer, 0, end - start);
        base += start;
        end -= start;
        start = 0;
        while (end < want && !eof) {
            int r = in.read(buffer, end, buffer.length - end);
            if (r < 0) {
                eof = true;
            } else {
                end += r;
            }
        }
        return start < end;
    }

    /** One code point: a well-formed UTF-8 sequence, or else one byte as Latin-1. */
    private int decode() {
        int b0 = buffer[start] & 0xff;
        if (b0 < 0x80) {
            start++;
            return b0;
        }
        int length = b0 >= 0xF0 && b0 <= 0xF4 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC2 && b0 < 0xE0 ? 2 : 0;
        if (length > 0 && end - start >= length) {
            int cp = b0 & (0x7F >> length);
            boolean ok = true;
            for (int i = 1; i < length; i++) {
                int b = buffer[start + i] & 0xff;
                if ((b & 0xC0) != 0x80) {
                    ok = false;
                    break;
                }
                cp = cp << 6 | (b & 0x3F);
            }
            boolean shortest = length == 2 || length == 3 && cp >= 0x800 || length == 4 && cp >= 0x10000;
            if (ok && shortest && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF)) {
                start += length;
                return cp;
            }
        }
        start++;
        return b0; // Latin-1
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
