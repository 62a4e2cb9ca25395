import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

// Deflater and Inflater directly: every level and strategy, nowrap, dictionaries, flush modes,
// the counters, and zlib's error messages for corrupt input.
public class ZipDeflaterInflater {
    static String hex(byte[] b, int off, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + n; i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    static String hex(byte[] b) {
        return hex(b, 0, b.length);
    }

    static long crc(byte[] b, int n) {
        CRC32 c = new CRC32();
        c.update(b, 0, n);
        return c.getValue();
    }

    static byte[] deflate(Deflater d, byte[] in, int outChunk) {
        d.setInput(in);
        d.finish();
        byte[] out = new byte[in.length * 2 + 64];
        int n = 0;
        int calls = 0;
        while (!d.finished()) {
            n += d.deflate(out, n, Math.min(outChunk, out.length - n));
            calls++;
        }
        return Arrays.copyOf(out, n);
    }

    static byte[] inflate(Inflater inf, byte[] z, int inChunk, int outChunk) throws DataFormatException {
        byte[] out = new byte[100000];
        int n = 0, pos = 0;
        while (!inf.finished()) {
            if (inf.needsInput()) {
                if (pos >= z.length) throw new IllegalStateException("input ended");
                int k = Math.min(inChunk, z.length - pos);
                inf.setInput(z, pos, k);
                pos += k;
            }
            if (inf.needsDictionary()) return null;
            n += inf.inflate(out, n, Math.min(outChunk, out.length - n));
        }
        return Arrays.copyOf(out, n);
    }

    static String text() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) sb.append("Deflate ").append(i % 17).append(" compresses repeated strings; ").append(i).append('\n');
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        byte[] data = text().getBytes(StandardCharsets.UTF_8);
        byte[] small = "abracadabra abracadabra abracadabra".getBytes(StandardCharsets.UTF_8);
        System.out.println("data " + data.length + " crc " + Long.toHexString(crc(data, data.length)));
        int[] strategies = {Deflater.DEFAULT_STRATEGY, Deflater.FILTERED, Deflater.HUFFMAN_ONLY};
        for (boolean nowrap : new boolean[] {false, true}) {
            for (int level = -1; level <= 9; level++) {
                for (int strategy : strategies) {
                    Deflater d = new Deflater(level, nowrap);
                    d.setStrategy(strategy);
                    byte[] z = deflate(d, data, 300);
                    Inflater inf = new Inflater(nowrap);
                    byte[] back = inflate(inf, z, 100, 333);
                    System.out.println("nowrap " + nowrap + " level " + level + " strategy " + strategy + ": " + z.length
                            + " crc " + Long.toHexString(crc(z, z.length)) + " in " + d.getTotalIn() + " out " + d.getTotalOut()
                            + " adler " + Integer.toHexString(d.getAdler()) + " | back " + Arrays.equals(back, data)
                            + " read " + inf.getBytesRead() + " written " + inf.getBytesWritten() + " remaining " + inf.getRemaining()
                            + " adler " + Integer.toHexString(inf.getAdler()));
                    d.end();
                    inf.end();
                }
                Deflater d = new Deflater(level, nowrap);
                System.out.println("  small: " + hex(deflate(d, small, 1000)));
                d.end();
            }
        }

        // changing the level and strategy between calls
        Deflater d = new Deflater();
        byte[] out = new byte[20000];
        d.setLevel(9);
        d.setInput(data, 0, 3000);
        int n1 = d.deflate(out, 0, out.length);
        int n2 = d.deflate(out, n1, out.length - n1);
        d.setLevel(Deflater.NO_COMPRESSION);
        int n3 = d.deflate(out, n1 + n2, out.length - n1 - n2);
        d.setInput(data, 3000, 2000);
        int n4 = d.deflate(out, n1 + n2 + n3, out.length - n1 - n2 - n3);
        d.setStrategy(Deflater.HUFFMAN_ONLY);
        d.setLevel(1);
        d.setInput(data, 5000, data.length - 5000);
        d.finish();
        int total = n1 + n2 + n3 + n4;
        while (!d.finished()) total += d.deflate(out, total, out.length - total);
        System.out.println("params: " + n1 + " " + n2 + " " + n3 + " " + n4 + " total " + total + " crc " + Long.toHexString(crc(out, total))
                + " read " + d.getBytesRead() + " written " + d.getBytesWritten());
        Inflater inf = new Inflater();
        inf.setInput(out, 0, total);
        byte[] back = new byte[data.length + 10];
        int bn = inf.inflate(back);
        System.out.println("  back " + bn + " " + Arrays.equals(Arrays.copyOf(back, bn), data) + " finished " + inf.finished());

        // flush modes
        d.reset();
        System.out.println("after reset: in " + d.getTotalIn() + " out " + d.getTotalOut() + " finished " + d.finished() + " needsInput " + d.needsInput());
        byte[] f = new byte[200];
        d.setInput("first part ".getBytes(StandardCharsets.UTF_8));
        int a = d.deflate(f, 0, f.length, Deflater.NO_FLUSH);
        int b = d.deflate(f, a, f.length - a, Deflater.SYNC_FLUSH);
        d.setInput("second part ".getBytes(StandardCharsets.UTF_8));
        int c = d.deflate(f, a + b, f.length - a - b, Deflater.FULL_FLUSH);
        d.setInput("third part".getBytes(StandardCharsets.UTF_8));
        d.finish();
        int e = d.deflate(f, a + b + c, f.length - a - b - c, Deflater.SYNC_FLUSH);
        System.out.println("flushes " + a + " " + b + " " + c + " " + e + ": " + hex(f, 0, a + b + c + e) + " finished " + d.finished());
        // a flush with too little room, continued
        d.reset();
        d.setInput(data);
        int got = d.deflate(f, 0, 50, Deflater.NO_FLUSH);
        int[] parts = new int[8];
        for (int i = 0; i < parts.length; i++) parts[i] = d.deflate(f, 0, 37, Deflater.SYNC_FLUSH);
        System.out.println("small sync flushes " + got + " " + Arrays.toString(parts) + " needsInput " + d.needsInput() + " read " + d.getBytesRead());
        d.end();

        // dictionaries
        byte[] dict = "compresses repeated strings; Deflate ".getBytes(StandardCharsets.UTF_8);
        Adler32 ad = new Adler32();
        ad.update(dict);
        System.out.println("dictionary adler " + Long.toHexString(ad.getValue()));
        for (boolean nowrap : new boolean[] {false, true}) {
            Deflater dd = new Deflater(Deflater.BEST_COMPRESSION, nowrap);
            dd.setDictionary(dict);
            byte[] z = deflate(dd, small.length > 0 ? Arrays.copyOf(data, 400) : data, 1000);
            System.out.println("with dictionary nowrap " + nowrap + ": " + hex(z) + " adler " + Integer.toHexString(dd.getAdler()));
            Inflater ii = new Inflater(nowrap);
            if (nowrap) ii.setDictionary(dict);
            ii.setInput(z);
            byte[] o = new byte[1000];
            int k = ii.inflate(o);
            System.out.println("  first inflate " + k + " needsDictionary " + ii.needsDictionary() + " adler " + Integer.toHexString(ii.getAdler())
                    + " remaining " + ii.getRemaining());
            if (ii.needsDictionary()) {
                try {
                    ii.setDictionary("wrong".getBytes(StandardCharsets.UTF_8));
                } catch (IllegalArgumentException ex) {
                    System.out.println("  wrong dictionary: " + ex);
                }
                ii.setDictionary(dict);
                k = ii.inflate(o);
            }
            System.out.println("  inflated " + k + " " + new String(o, 0, 40, StandardCharsets.UTF_8).replace('\n', '|') + " finished " + ii.finished());
            dd.end();
            ii.end();
        }
        Deflater late = new Deflater();
        late.setInput(small);
        late.deflate(new byte[100]);
        try {
            late.setDictionary(dict);
        } catch (IllegalArgumentException ex) {
            System.out.println("late dictionary: " + ex);
        }

        // corrupt input
        byte[] good = deflate(new Deflater(), data, 5000);
        corrupt("header", good, 0, 0x79);
        corrupt("header check", good, 1, 0x00);
        corrupt("block type", good, 2, 0xff);
        corrupt("adler", good, good.length - 2, 0x00);
        byte[] stored = deflate(new Deflater(0), small, 100);
        corrupt("stored lengths", stored, 5, 0x12);
        byte[] raw = deflate(new Deflater(6, true), data, 5000);
        Inflater ri = new Inflater();
        ri.setInput(raw);
        try {
            ri.inflate(new byte[100]);
        } catch (DataFormatException ex) {
            System.out.println("raw as zlib: " + ex.getMessage() + " read " + ri.getBytesRead());
        }
        Inflater trunc = new Inflater();
        trunc.setInput(good, 0, good.length / 2);
        byte[] tb = new byte[100000];
        int tn = trunc.inflate(tb);
        System.out.println("truncated: " + tn + " finished " + trunc.finished() + " needsInput " + trunc.needsInput() + " again " + trunc.inflate(tb));
        // reuse after reset, more input than the data
        trunc.reset();
        byte[] plus = Arrays.copyOf(good, good.length + 5);
        trunc.setInput(plus);
        tn = trunc.inflate(tb);
        System.out.println("extra input: " + tn + " finished " + trunc.finished() + " remaining " + trunc.getRemaining() + " again " + trunc.inflate(tb));
        trunc.end();
        try {
            trunc.inflate(tb);
        } catch (NullPointerException ex) {
            System.out.println("ended: " + ex.getMessage());
        }
        Deflater ended = new Deflater();
        ended.end();
        ended.end();
        try {
            ended.getTotalOut();
        } catch (NullPointerException ex) {
            System.out.println("ended: " + ex.getMessage());
        }
        try {
            new Deflater(10);
        } catch (IllegalArgumentException ex) {
            System.out.println("level 10: " + ex);
        }
        try {
            new Deflater().setLevel(-2);
        } catch (IllegalArgumentException ex) {
            System.out.println("setLevel(-2): " + ex);
        }
        try {
            new Deflater().setStrategy(3);
        } catch (IllegalArgumentException ex) {
            System.out.println("setStrategy(3): " + ex);
        }
        try {
            new Deflater().deflate(new byte[10], 0, 10, 4);
        } catch (IllegalArgumentException ex) {
            System.out.println("flush 4: " + ex);
        }
        try {
            new Inflater().setInput(new byte[10], 8, 3);
        } catch (ArrayIndexOutOfBoundsException ex) {
            System.out.println("setInput: " + ex);
        }
        Deflater fresh = new Deflater();
        System.out.println("fresh: adler " + fresh.getAdler() + " needsInput " + fresh.needsInput() + " deflate " + fresh.deflate(new byte[10]));
        Inflater ifresh = new Inflater(true);
        System.out.println("fresh inflater: adler " + ifresh.getAdler() + " needsInput " + ifresh.needsInput() + " inflate " + ifresh.inflate(new byte[10])
                + " finished " + ifresh.finished());
    }

    static void corrupt(String what, byte[] good, int at, int value) {
        byte[] z = good.clone();
        z[at] = (byte) value;
        Inflater inf = new Inflater();
        try {
            byte[] back = inflate(inf, z, 64, 1000);
            System.out.println(what + ": no error? " + (back == null ? "needs dictionary" : back.length));
        } catch (DataFormatException e) {
            System.out.println(what + ": " + e + " read " + inf.getBytesRead() + " written " + inf.getBytesWritten() + " remaining " + inf.getRemaining()
                    + " finished " + inf.finished());
            try {
                inf.inflate(new byte[10]);
            } catch (DataFormatException e2) {
                System.out.println("  again: " + e2.getMessage());
            }
        }
        inf.end();
    }
}
