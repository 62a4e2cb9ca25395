import java.util.Arrays;

public class PrimitiveArrays {
    public static void main(String[] args) {
        boolean[] z = new boolean[4];
        byte[] b = new byte[4];
        short[] s = new short[4];
        char[] c = new char[4];
        int[] i = new int[4];
        long[] l = new long[4];
        float[] f = new float[4];
        double[] d = new double[4];
        System.out.println(Arrays.toString(z) + Arrays.toString(b) + Arrays.toString(s) + Arrays.toString(i)
                + Arrays.toString(l) + Arrays.toString(f) + Arrays.toString(d) + " c0=" + (int) c[0]);
        for (int k = 0; k < 4; k++) {
            z[k] = k % 2 == 0;
            b[k] = (byte) (k * 100);
            s[k] = (short) (k * 20000);
            c[k] = (char) ('w' + k);
            i[k] = k * 1000000000;
            l[k] = k * 4000000000000000000L;
            f[k] = k / 3f;
            d[k] = k / 3.0;
        }
        System.out.println(Arrays.toString(z));
        System.out.println(Arrays.toString(b));
        System.out.println(Arrays.toString(s));
        System.out.println(Arrays.toString(c) + " " + new String(c));
        System.out.println(Arrays.toString(i));
        System.out.println(Arrays.toString(l));
        System.out.println(Arrays.toString(f));
        System.out.println(Arrays.toString(d));
        // element arithmetic and compound assignment on array elements
        b[1] += 100;
        s[2] *= 3;
        c[0] += 2;
        i[3]++;
        ++l[1];
        f[2] /= 0;
        d[0] -= 1;
        z[1] |= true;
        z[0] &= false;
        z[2] ^= true;
        System.out.println(b[1] + " " + s[2] + " " + c[0] + " " + i[3] + " " + l[1] + " " + f[2] + " " + d[0] + " " + z[0] + z[1] + z[2]);
        // lengths, clone, equality
        int[] copy = i.clone();
        copy[0] = 99;
        System.out.println(i.length + " " + copy.length + " " + i[0] + " " + copy[0] + " " + (copy != i) + " " + Arrays.equals(i, i.clone()));
        byte[] bytes = "Hello".getBytes();
        System.out.println(Arrays.toString(bytes) + " " + new String(bytes, 1, 3));
        long[] fib = new long[90];
        fib[0] = 0;
        fib[1] = 1;
        for (int k = 2; k < fib.length; k++) fib[k] = fib[k - 1] + fib[k - 2];
        System.out.println(fib[89] + " " + fib[45]);
        // sieve with boolean[]
        boolean[] composite = new boolean[200];
        StringBuilder primes = new StringBuilder();
        for (int k = 2; k < composite.length; k++) {
            if (!composite[k]) {
                primes.append(k).append(' ');
                for (int m = k * k; m < composite.length; m += k) composite[m] = true;
            }
        }
        System.out.println(primes);
        // char[] manipulation
        char[] word = "abcdefgh".toCharArray();
        for (int k = 0, m = word.length - 1; k < m; k++, m--) {
            char t = word[k];
            word[k] = word[m];
            word[m] = t;
        }
        System.out.println(word);
        System.out.println(String.valueOf(word));
        // histogram with short[]
        short[] hist = new short[10];
        long seed = 42;
        for (int k = 0; k < 5000; k++) {
            seed = (seed * 25214903917L + 11) & ((1L << 48) - 1);
            hist[(int) ((seed >>> 17) % 10)]++;
        }
        System.out.println(Arrays.toString(hist));
        // float/double array sums
        float fs = 0;
        double ds = 0;
        float[] fa = new float[100];
        double[] da = new double[100];
        for (int k = 0; k < 100; k++) {
            fa[k] = (float) Math.sqrt(k);
            da[k] = Math.sqrt(k);
        }
        for (float x : fa) fs += x;
        for (double x : da) ds += x;
        System.out.println(fs + " " + ds);
        // System.arraycopy on each type, including overlapping
        int[] ov = {1, 2, 3, 4, 5, 6, 7, 8};
        System.arraycopy(ov, 0, ov, 2, 5);
        System.out.println(Arrays.toString(ov));
        System.arraycopy(ov, 3, ov, 0, 5);
        System.out.println(Arrays.toString(ov));
        double[] dst = new double[6];
        System.arraycopy(d, 1, dst, 2, 3);
        System.out.println(Arrays.toString(dst));
        char[] cdst = new char[5];
        System.arraycopy("xyz".toCharArray(), 0, cdst, 1, 3);
        System.out.println(Arrays.toString(cdst).replace('\0', '_'));
        long[] ldst = Arrays.copyOf(l, 6);
        boolean[] zdst = Arrays.copyOfRange(z, 1, 6);
        System.out.println(Arrays.toString(ldst) + " " + Arrays.toString(zdst));
        try {
            System.arraycopy(ov, 5, ov, 0, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy: " + e.getClass().getName());
        }
        try {
            System.arraycopy(ov, 0, dst, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy type: " + e.getClass().getName());
        }
        int[] empty = new int[0];
        System.out.println(empty.length + " " + Arrays.toString(empty));
        System.out.println(new int[0].getClass().getName() + " " + new byte[0].getClass().getName() + " " + new boolean[0].getClass().getName()
                + " " + new char[0].getClass().getName() + " " + new short[0].getClass().getName() + " " + new long[0].getClass().getName()
                + " " + new float[0].getClass().getName() + " " + new double[0].getClass().getName() + " " + new String[0].getClass().getName()
                + " " + new int[0][0].getClass().getName() + " " + int[].class.getSimpleName());
    }
}
