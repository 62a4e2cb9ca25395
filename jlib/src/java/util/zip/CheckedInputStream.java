package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input stream that keeps a checksum of the data read through it. */
public class CheckedInputStream extends FilterInputStream {
    private final Checksum cksum;

    public CheckedInputStream(InputStream in, Checksum cksum) {
        super(in);
        this.cksum = cksum;
    }

    @Override
    public int read() throws IOException {
        int b = in.read();
        if (b != -1) {
            cksum.update(b);
        }
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        int n = in.read(buf, off, len);
        if (n != -1) {
            cksum.update(buf, off, n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        byte[] b = new byte[512];
        long total = 0;
        while (total < n) {
            long want = n - total;
            int r = read(b, 0, want < b.length ? (int) want : b.length);
            if (r == -1) {
                return total;
            }
            total += r;
        }
        return total;
    }

    public Checksum getChecksum() {
        return cksum;
    }
}
