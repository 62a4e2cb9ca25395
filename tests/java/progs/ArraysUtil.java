import java.util.*;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = {5, -3, 9, 0, 12, 7, -8, 3, 3, 1};
        int[] sorted = a.clone();
        Arrays.sort(sorted);
        System.out.println(Arrays.toString(a) + " -> " + Arrays.toString(sorted));
        for (int key : new int[] {3, -8, 12, 4, -100, 100}) {
            int idx = Arrays.binarySearch(sorted, key);
            System.out.print(key + "@" + (key == 3 ? (idx >= 0 ? "found" : "missing") : String.valueOf(idx)) + " ");
        }
        System.out.println();
        int[] part = a.clone();
        Arrays.sort(part, 2, 7);
        System.out.println("partial sort " + Arrays.toString(part));
        long[] la = {5L, Long.MIN_VALUE, 0, Long.MAX_VALUE, -1};
        Arrays.sort(la);
        double[] da = {3.5, -0.0, 0.0, Double.NaN, -2, Double.NEGATIVE_INFINITY, 1e-300};
        Arrays.sort(da);
        float[] fa = {1.5f, Float.NaN, -0f, 0f, -1f};
        Arrays.sort(fa);
        char[] ca = "sorting chars".toCharArray();
        Arrays.sort(ca);
        byte[] ba = {5, -128, 127, 0, -1};
        Arrays.sort(ba);
        short[] sa = {300, -300, 0, 32767, -32768};
        Arrays.sort(sa);
        String[] strs = {"pear", "Apple", "apple", "banana", "Banana"};
        Arrays.sort(strs);
        System.out.println(Arrays.toString(la) + Arrays.toString(da) + Arrays.toString(fa) + Arrays.toString(ca) + Arrays.toString(ba) + Arrays.toString(sa) + Arrays.toString(strs));
        System.out.println(Arrays.binarySearch(strs, "banana") + " " + Arrays.binarySearch(strs, "cherry") + " " + Arrays.binarySearch(da, 3.5) + " " + Arrays.binarySearch(ca, 'z')
                + " " + Arrays.binarySearch(la, -1L) + " " + Arrays.binarySearch(sorted, 0, 5, -3));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        String[] sfill = new String[3];
        Arrays.fill(sfill, "x");
        boolean[] bfill = new boolean[3];
        Arrays.fill(bfill, true);
        char[] cfill = new char[4];
        Arrays.fill(cfill, '*');
        double[] dfill = new double[2];
        Arrays.fill(dfill, 0.5);
        System.out.println(Arrays.toString(filled) + Arrays.toString(sfill) + Arrays.toString(bfill) + new String(cfill) + Arrays.toString(dfill));
        int[] c1 = Arrays.copyOf(a, 3);
        int[] c2 = Arrays.copyOf(a, 13);
        int[] c3 = Arrays.copyOfRange(a, 4, 8);
        int[] c4 = Arrays.copyOfRange(a, 8, 12);
        String[] sc = Arrays.copyOf(strs, 7);
        Object[] oc = Arrays.copyOf(strs, 2, Object[].class);
        System.out.println(Arrays.toString(c1) + Arrays.toString(c2) + Arrays.toString(c3) + Arrays.toString(c4) + Arrays.toString(sc) + Arrays.toString(oc) + oc.getClass().getSimpleName());
        List<String> asList = Arrays.asList(strs);
        strs[0] = "CHANGED";
        System.out.println(asList + " " + asList.size() + " " + asList.indexOf("pear") + " " + asList.contains("banana"));
        asList.set(1, "written-through");
        System.out.println(strs[1]);
        System.out.println(Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.equals(new int[] {1, 2}, new int[] {2, 1}) + " " + Arrays.equals((int[]) null, null)
                + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0})
                + " " + Arrays.equals(new String[] {"a", null}, new String[] {"a", null}) + " " + Arrays.equals(new Object[] {new int[] {1}}, new Object[] {new int[] {1}})
                + " " + Arrays.deepEquals(new Object[] {new int[] {1}}, new Object[] {new int[] {1}}));
        System.out.println(Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new long[] {1L << 40, -1}) + " " + Arrays.hashCode(new double[] {1.5, -0.0})
                + " " + Arrays.hashCode(new String[] {"a", "b", null}) + " " + Arrays.hashCode((int[]) null) + " " + Arrays.hashCode(new boolean[] {true, false})
                + " " + Arrays.hashCode(new char[] {'a', 'b'}) + " " + Arrays.hashCode(new byte[] {1, -1}) + " " + Arrays.hashCode(new float[] {1f}) + " " + Arrays.hashCode(new short[] {7})
                + " " + Arrays.deepHashCode(new Object[] {new int[] {1, 2}, "s", new String[][] {{"x"}}}));
        Object[] nested = {1, "two", new int[] {3, 4}, new String[] {"five", null}, new Object[] {new double[] {6.0}, new char[] {'7'}}, null, new boolean[][] {{true}}};
        System.out.println(Arrays.deepToString(nested));
        Object[] self = new Object[2];
        self[0] = "me";
        self[1] = self;
        System.out.println(Arrays.deepToString(self));
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new Object[0]) + " " + Arrays.deepToString(new Object[][] {{}}));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        // large sorts
        Random r = new Random(1);
        int[] big = new int[10000];
        for (int i = 0; i < big.length; i++) big[i] = r.nextInt();
        Arrays.sort(big);
        boolean ok = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) ok = false;
        System.out.println("big sorted " + ok + " min " + big[0] + " max " + big[big.length - 1] + " median " + big[5000]);
        String[] words = new String[2000];
        for (int i = 0; i < words.length; i++) words[i] = Integer.toString(r.nextInt(1000000), 36);
        Arrays.sort(words);
        System.out.println(words[0] + " " + words[1000] + " " + words[1999]);
        try {
            Arrays.copyOfRange(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange from>to: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            Arrays.fill(filled, 4, 2, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("fill from>to: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            Arrays.sort(a, 0, 20);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("sort range: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }
}
