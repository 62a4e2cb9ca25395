package java.util.zip;

/**
 * Compression with the DEFLATE algorithm (RFC 1951), in the ZLIB format (RFC 1950) or raw
 * ("nowrap").  The work is done by the system zlib, as in the JDK, so the compressed bytes are
 * the JDK's.  zlib's stream lives outside the Java heap (natives/zip.c): {@code zs} names its
 * state, so that a heap the model checker restores still finds the stream in that state.
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;
    private static final int Z_FINISH = 4;

    /* {state, constructor's level, nowrap, read, written, flags}: see natives/zip.c */
    private final long[] zs = new long[6];
    private boolean closed;
    private byte[] input;
    private int inputPos, inputLim;
    private int level, strategy;
    private boolean setParams, finish, finished;
    private long bytesRead, bytesWritten;

    public Deflater(int level, boolean nowrap) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException(); // as zlib refuses it
        }
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        zs[1] = level;
        zs[2] = nowrap ? 1 : 0;
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    private static native void deflate0(long[] zs, byte[] in, int off, int len, byte[] out, int outOff, int outLen,
            int flush, int setParams, int level, int strategy);

    private static native int adler0(long[] zs);

    private static native void setDictionary0(long[] zs, byte[] b, int off, int len);

    private static native void reset0(long[] zs);

    private static native void end0(long[] zs);

    private static void checkLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
    }

    private static void checkRange(byte[] b, int off, int len) {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new NullPointerException("Deflater has been closed");
        }
    }

    public void setInput(byte[] input, int off, int len) {
        checkRange(input, off, len);
        this.input = input;
        this.inputPos = off;
        this.inputLim = off + len;
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        checkRange(dictionary, off, len);
        ensureOpen();
        setDictionary0(zs, dictionary, off, len);
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public void setStrategy(int strategy) {
        if (strategy != DEFAULT_STRATEGY && strategy != FILTERED && strategy != HUFFMAN_ONLY) {
            throw new IllegalArgumentException();
        }
        if (this.strategy != strategy) {
            this.strategy = strategy;
            setParams = true;
        }
    }

    public void setLevel(int level) {
        checkLevel(level);
        if (this.level != level) {
            this.level = level;
            setParams = true;
        }
    }

    public boolean needsInput() {
        return inputLim == inputPos;
    }

    public void finish() {
        finish = true;
    }

    public boolean finished() {
        return finished;
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public int deflate(byte[] output, int off, int len, int flush) {
        checkRange(output, off, len);
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        ensureOpen();
        int mode = finish ? Z_FINISH : flush;
        boolean params = setParams;
        deflate0(zs, input, inputPos, inputLim - inputPos, output, off, len, mode, params ? 1 : 0, level, strategy);
        int read = (int) zs[3];
        int written = (int) zs[4];
        int flags = (int) zs[5];
        if ((flags & 1) != 0) {
            finished = true;
        }
        if (params && (flags & 4) != 0) {
            setParams = false;
        }
        inputPos += read;
        bytesRead += read;
        bytesWritten += written;
        return written;
    }

    public int getAdler() {
        ensureOpen();
        return adler0(zs);
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public void reset() {
        ensureOpen();
        reset0(zs);
        finish = false;
        finished = false;
        input = null;
        inputPos = inputLim = 0;
        bytesRead = bytesWritten = 0;
    }

    public void end() {
        if (!closed) {
            closed = true;
            end0(zs);
            input = null;
        }
    }
}
