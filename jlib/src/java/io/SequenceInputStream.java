package java.io;

import java.util.Enumeration;
import java.util.Vector;

/** The concatenation of input streams: each is read to its end, then closed, then the next. */
public class SequenceInputStream extends InputStream {
    private final Enumeration<? extends InputStream> streams;
    private InputStream in;

    public SequenceInputStream(Enumeration<? extends InputStream> e) {
        streams = e;
        peekNext();
    }

    public SequenceInputStream(InputStream s1, InputStream s2) {
        Vector<InputStream> v = new Vector<>(2);
        v.addElement(s1);
        v.addElement(s2);
        streams = v.elements();
        peekNext();
    }

    private void peekNext() {
        if (streams.hasMoreElements()) {
            in = streams.nextElement();
            if (in == null) {
                throw new NullPointerException();
            }
        } else {
            in = null;
        }
    }

    final void nextStream() throws IOException {
        if (in != null) {
            in.close();
        }
        peekNext();
    }

    @Override
    public int available() throws IOException {
        return in == null ? 0 : in.available();
    }

    @Override
    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) {
                return c;
            }
            nextStream();
        }
        return -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) {
            return -1;
        }
        Checks.checkOffLen(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        do {
            int n = in.read(b, off, len);
            if (n > 0) {
                return n;
            }
            nextStream();
        } while (in != null);
        return -1;
    }

    @Override
    public void close() throws IOException {
        while (in != null) {
            nextStream();
        }
    }
}
