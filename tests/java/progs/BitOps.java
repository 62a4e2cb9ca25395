public class BitOps {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 2, 3, 7, 8, 255, 256, 0x80000000, 0x7FFFFFFF, 0x12345678, 0xF0F0F0F0, 1 << 20, -256, 40, 96};
        for (int v : vals) {
            System.out.println(Integer.toHexString(v) + ": bitCount " + Integer.bitCount(v) + " hiOne " + Integer.toHexString(Integer.highestOneBit(v)) + " loOne " + Integer.lowestOneBit(v)
                    + " nlz " + Integer.numberOfLeadingZeros(v) + " ntz " + Integer.numberOfTrailingZeros(v) + " rev " + Integer.toHexString(Integer.reverse(v))
                    + " revBytes " + Integer.toHexString(Integer.reverseBytes(v)) + " rotl5 " + Integer.toHexString(Integer.rotateLeft(v, 5)) + " rotr5 " + Integer.toHexString(Integer.rotateRight(v, 5))
                    + " signum " + Integer.signum(v) + " ~ " + ~v + " neg " + -v);
        }
        long[] lv = {0L, 1L, -1L, 1L << 63, Long.MAX_VALUE, 0x123456789ABCDEF0L, 1L << 32, 0xFFL};
        for (long v : lv) {
            System.out.println(Long.toHexString(v) + ": bitCount " + Long.bitCount(v) + " hiOne " + Long.toHexString(Long.highestOneBit(v)) + " loOne " + Long.lowestOneBit(v)
                    + " nlz " + Long.numberOfLeadingZeros(v) + " ntz " + Long.numberOfTrailingZeros(v) + " rev " + Long.toHexString(Long.reverse(v))
                    + " revBytes " + Long.toHexString(Long.reverseBytes(v)) + " rotl13 " + Long.toHexString(Long.rotateLeft(v, 13)));
        }
        System.out.println(Short.reverseBytes((short) 0x1234) + " " + (int) Character.reverseBytes('\u1234') + " " + Integer.toHexString(Short.toUnsignedInt((short) -1)) + " " + Byte.toUnsignedInt((byte) -1));
        // bit tricks
        int x = 0b1011_0110;
        System.out.println((x & (x - 1)) + " " + (x & -x) + " " + (x | (x + 1)) + " " + Integer.toBinaryString(x ^ (x >> 1)) + " " + (x >>> 4 & 0xF) + " " + 0b1111 + " " + 0_17 + " " + 1_000_000);
        // popcount table vs bitCount
        int mismatches = 0;
        for (int i = 0; i < 65536; i++) {
            int c = 0;
            for (int t = i; t != 0; t &= t - 1) c++;
            if (c != Integer.bitCount(i)) mismatches++;
        }
        System.out.println("mismatches " + mismatches);
        // power of two checks, next power of two
        for (int v : new int[] {1, 2, 3, 64, 100, 1000, 1 << 29}) {
            boolean pow2 = v > 0 && (v & (v - 1)) == 0;
            int next = v == 1 ? 1 : Integer.highestOneBit(v - 1) << 1;
            System.out.print(v + ":" + pow2 + ":" + next + " ");
        }
        System.out.println();
        // gray code and bit interleave
        StringBuilder gray = new StringBuilder();
        for (int i = 0; i < 16; i++) gray.append(Integer.toBinaryString((i ^ (i >> 1)) | 16).substring(1)).append(' ');
        System.out.println(gray);
        long morton = 0;
        int mx = 0b1011, my = 0b0110;
        for (int i = 0; i < 4; i++) {
            morton |= (long) ((mx >> i) & 1) << (2 * i);
            morton |= (long) ((my >> i) & 1) << (2 * i + 1);
        }
        System.out.println("morton " + Long.toBinaryString(morton));
        // xorshift PRNG
        long s = 88172645463325252L;
        StringBuilder xs = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            s ^= s << 13;
            s ^= s >>> 7;
            s ^= s << 17;
            xs.append(Long.toUnsignedString(s)).append(' ');
        }
        System.out.println(xs);
        int flags = 0;
        final int READ = 1, WRITE = 2, EXEC = 4;
        flags |= READ | EXEC;
        System.out.println(((flags & READ) != 0) + " " + ((flags & WRITE) != 0) + " " + ((flags & EXEC) != 0));
        flags &= ~READ;
        flags ^= WRITE;
        System.out.println(flags);
        boolean t = true, f = false;
        System.out.println((t & f) + " " + (t | f) + " " + (t ^ f) + " " + (t ^ t) + " " + (!t) + " " + (f & t | t));
        int calls = 0;
        boolean r1 = f && (++calls > 0);
        boolean r2 = f & (++calls > 0);
        boolean r3 = t || (++calls > 0);
        boolean r4 = t | (++calls > 0);
        System.out.println(r1 + " " + r2 + " " + r3 + " " + r4 + " calls " + calls);
    }
}
