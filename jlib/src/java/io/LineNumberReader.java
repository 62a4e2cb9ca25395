package java.io;

/**
 * A buffered reader that counts lines. A line ends at '\n', '\r', "\r\n", or at the end of the
 * stream after at least one character that is not a terminator (JDK 17's rule).
 */
public class LineNumberReader extends BufferedReader {
    private static final int NOTHING = 0; // nothing read yet
    private static final int CHAR = 1;    // the last character read ends no line
    private static final int TERM = 2;    // the last thing read ended a line

    private int lineNumber = 0;
    private boolean skipLF;
    private int prev = NOTHING;
    private int markedLineNumber;
    private boolean markedSkipLF;
    private int markedPrev;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    private void atEnd() {
        if (prev == CHAR) {
            lineNumber++;
            prev = TERM;
        }
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                if (c == '\n') {
                    c = super.read();
                }
                skipLF = false;
            }
            switch (c) {
                case -1:
                    atEnd();
                    return -1;
                case '\r':
                    skipLF = true;
                    lineNumber++;
                    prev = TERM;
                    return '\n';
                case '\n':
                    lineNumber++;
                    prev = TERM;
                    return '\n';
                default:
                    prev = CHAR;
                    return c;
            }
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                atEnd();
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                char c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (c == '\r') {
                    skipLF = true;
                    lineNumber++;
                    prev = TERM;
                } else if (c == '\n') {
                    lineNumber++;
                    prev = TERM;
                } else {
                    prev = CHAR;
                }
            }
            return n;
        }
    }

    @Override
    public String readLine() throws IOException {
        synchronized (lock) {
            String l = super.readLine(skipLF, null);
            skipLF = false;
            if (l == null) {
                atEnd();
            } else {
                lineNumber++;
                prev = TERM;
            }
            return l;
        }
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        synchronized (lock) {
            char[] b = new char[(int) Math.min(n, 8192)];
            long r = n;
            while (r > 0) {
                int k = read(b, 0, (int) Math.min(r, b.length));
                if (k == -1) {
                    break;
                }
                r -= k;
            }
            return n - r;
        }
    }

    @Override
    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            if (skipLF) {
                readAheadLimit++; // a '\n' may still be skipped
            }
            super.mark(readAheadLimit);
            markedLineNumber = lineNumber;
            markedSkipLF = skipLF;
            markedPrev = prev;
        }
    }

    @Override
    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            skipLF = markedSkipLF;
            prev = markedPrev;
        }
    }
}
