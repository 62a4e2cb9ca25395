// release: 17
import java.util.Arrays;

/**
 * Arrays.compareUnsigned of byte and short arrays returns what Byte.compareUnsigned and
 * Short.compareUnsigned return for the first differing elements: their difference, not -1/1.
 */
public class ArraysCompareUnsigned {
    public static void main(String[] args) {
        byte[][] bs = {{}, {0}, {1}, {-1}, {(byte) 0x80}, {127}, {1, 2}, {1, -2}, {1, 2, 3}, {-1, -1}};
        for (byte[] a : bs) {
            StringBuilder sb = new StringBuilder(Arrays.toString(a) + ":");
            for (byte[] b : bs) sb.append(' ').append(Arrays.compareUnsigned(a, b));
            System.out.println(sb);
        }
        short[][] ss = {{}, {0}, {1}, {-1}, {Short.MIN_VALUE}, {Short.MAX_VALUE}, {5, -300}, {5, 300}};
        for (short[] a : ss) {
            StringBuilder sb = new StringBuilder(Arrays.toString(a) + ":");
            for (short[] b : ss) sb.append(' ').append(Arrays.compareUnsigned(a, b));
            System.out.println(sb);
        }
        System.out.println(Arrays.compareUnsigned(new byte[] {9, -1, 3}, 1, 3, new byte[] {-1, 2}, 0, 2) + " "
            + Arrays.compareUnsigned(new short[] {9, -1, 3}, 1, 2, new short[] {2}, 0, 1) + " "
            + Arrays.compareUnsigned(new int[] {-1}, new int[] {1}) + " " + Arrays.compareUnsigned(new long[] {1}, new long[] {-1}) + " "
            + Arrays.compareUnsigned((byte[]) null, new byte[0]) + " " + Arrays.compare(new byte[] {-1}, new byte[] {1}) + " "
            + Arrays.compare(new short[] {-300}, new short[] {300}) + " " + Arrays.compare(new char[] {'a'}, new char[] {'z'}));
    }
}
