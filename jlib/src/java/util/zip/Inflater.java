package java.util.zip;

/**
 * Decompression of DEFLATE data (RFC 1951) in the ZLIB format (RFC 1950) or raw ("nowrap"),
 * by the system zlib as in the JDK.  zlib's stream lives outside the Java heap
 * (natives/zip.c): {@code zs} names its state.
 */
public class Inflater {
    /* {state, 0, nowrap, read, written, flags}: see natives/zip.c */
    private final long[] zs = new long[6];
    private boolean closed;
    private byte[] input;
    private int inputPos, inputLim;
    private boolean finished, needDict;
    private long bytesRead, bytesWritten;

    public Inflater(boolean nowrap) {
        zs[2] = nowrap ? 1 : 0;
    }

    public Inflater() {
        this(false);
    }

    private static native String inflate0(long[] zs, byte[] in, int off, int len, byte[] out, int outOff, int outLen);

    private static native int adler0(long[] zs);

    private static native void setDictionary0(long[] zs, byte[] b, int off, int len);

    private static native void reset0(long[] zs);

    private static native void end0(long[] zs);

    private static void checkRange(byte[] b, int off, int len) {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new NullPointerException("Inflater has been closed");
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
        needDict = false;
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public int getRemaining() {
        return inputLim - inputPos;
    }

    public boolean needsInput() {
        return inputLim == inputPos;
    }

    public boolean needsDictionary() {
        return needDict;
    }

    public boolean finished() {
        return finished;
    }

    public int inflate(byte[] output, int off, int len) throws DataFormatException {
        checkRange(output, off, len);
        ensureOpen();
        String error = inflate0(zs, input, inputPos, inputLim - inputPos, output, off, len);
        int read = (int) zs[3];
        int written = (int) zs[4];
        int flags = (int) zs[5];
        inputPos += read;
        bytesRead += read;
        bytesWritten += written;
        if (error != null) {
            throw new DataFormatException(error);
        }
        if ((flags & 1) != 0) {
            finished = true;
        }
        if ((flags & 2) != 0) {
            needDict = true;
        }
        return written;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
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
        input = null;
        inputPos = inputLim = 0;
        finished = false;
        needDict = false;
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
