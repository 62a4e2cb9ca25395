public class Shifts {
    public static void main(String[] args) {
        int[] ints = {1, -1, 0x12345678, 0x80000000, 0x7FFFFFFF, -12345, 255};
        int[] counts = {0, 1, 4, 8, 16, 31, 32, 33, 63, 64, -1, -31, -32, 100, 1000};
        for (int v : ints) {
            StringBuilder sb = new StringBuilder(Integer.toHexString(v) + ":");
            for (int c : counts) {
                sb.append(' ').append(v << c).append('/').append(v >> c).append('/').append(v >>> c);
            }
            System.out.println(sb);
        }
        long[] longs = {1L, -1L, 0x123456789ABCDEF0L, Long.MIN_VALUE, Long.MAX_VALUE, -987654321L};
        int[] lcounts = {0, 1, 7, 31, 32, 33, 63, 64, 65, 127, -1, -63, -64, 200};
        for (long v : longs) {
            StringBuilder sb = new StringBuilder(Long.toHexString(v) + ":");
            for (int c : lcounts) {
                sb.append(' ').append(v << c).append('/').append(v >> c).append('/').append(v >>> c);
            }
            System.out.println(sb);
        }
        // shift with long count: count is l2i'd then masked
        long lc = 0x100000003L;
        System.out.println((1 << lc) + " " + (1L << lc));
        // byte/short/char shifts promote to int
        byte b = (byte) 0xF0;
        short s = (short) 0x8001;
        char ch = '\uFFFF';
        System.out.println((b >> 2) + " " + (b >>> 2) + " " + (byte) (b >>> 2) + " " + ((b & 0xFF) >>> 2));
        System.out.println((s >> 4) + " " + (s >>> 4) + " " + (short) (s >>> 4));
        System.out.println((ch >> 4) + " " + (ch >>> 4) + " " + (ch << 20));
        b >>>= 1;
        System.out.println("b >>>= 1 -> " + b);
        s <<= 17;
        System.out.println("s <<= 17 -> " + s);
        int x = 1;
        for (int i = 0; i < 40; i++) {
            x = (x << 3) ^ (x >>> 29) ^ i;
        }
        System.out.println("mix = " + x);
        long y = 1;
        for (int i = 0; i < 70; i++) {
            y = (y << 5) ^ (y >>> 59) ^ (y >> 13) ^ i;
        }
        System.out.println("mixl = " + y);
        System.out.println(Integer.rotateLeft(0x12345678, 8) + " " + Integer.rotateRight(0x12345678, 36));
        System.out.println(Long.rotateLeft(0x123456789L, 60) + " " + Long.rotateRight(0x123456789L, -4));
    }
}
