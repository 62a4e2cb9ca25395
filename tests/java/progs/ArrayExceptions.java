public class ArrayExceptions {
    static int get(int[] a, int i) { return a[i]; }

    public static void main(String[] args) {
        int[] a = new int[3];
        int[] idx = {-1, 3, 5, Integer.MAX_VALUE, Integer.MIN_VALUE, 2, 0};
        for (int i : idx) {
            try {
                System.out.println("a[" + i + "] = " + get(a, i));
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            a[3] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("store: " + e.getMessage());
        }
        long[] la = new long[0];
        try {
            la[0]++;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("long: " + e.getMessage() + " | " + e);
        }
        String[] sa = new String[2];
        try {
            System.out.println(sa[2]);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("via superclass: " + e.getMessage());
        }
        char[] ca = new char[5];
        double[] da = new double[1];
        byte[] ba = new byte[7];
        try { ca[5] = 'x'; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("char: " + e.getMessage()); }
        try { da[-2] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("double: " + e.getMessage()); }
        try { ba[ba.length] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("byte: " + e.getMessage()); }
        // covariance + ArrayStoreException
        Object[] objs = new String[2];
        objs[0] = "fine";
        try {
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + e.getMessage());
        }
        Number[] nums = new Integer[2];
        try {
            nums[0] = 1.5;
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + e.getMessage());
        }
        nums[1] = 7;
        System.out.println(objs[0] + " " + objs[1] + " " + nums[0] + " " + nums[1]);
        Object[][] grid = new String[2][2];
        try {
            grid[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println("ASE 2D: " + e.getMessage());
        }
        objs[1] = null;  // null is always storable
        System.out.println("null stored: " + objs[1]);
        CharSequence[] css = new StringBuilder[1];
        try {
            css[0] = "string not builder";
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + e.getMessage());
        }
        // NegativeArraySizeException
        int[] sizes = {-1, -100, Integer.MIN_VALUE};
        for (int n : sizes) {
            try {
                int[] bad = new int[n];
                System.out.println(bad.length);
            } catch (NegativeArraySizeException e) {
                System.out.println("NASE: " + e.getMessage());
            }
            try {
                String[] bad = new String[n];
                System.out.println(bad.length);
            } catch (NegativeArraySizeException e) {
                System.out.println("NASE obj: " + e.getMessage());
            }
        }
        // exception during index evaluation order: index evaluated before the store check
        int[] arr = {10, 20, 30};
        int k = 0;
        try {
            arr[k = 5] = arr[k] / 0;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE first, k=" + k);
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException first, k=" + k);
        }
        int[] nullArr = null;
        try {
            nullArr[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("null array store: NPE");
        }
        try {
            System.out.println(nullArr.length);
        } catch (NullPointerException e) {
            System.out.println("null array length: NPE");
        }
        // sum with bounds loop that ends with exception
        int total = 0;
        int[] data = {1, 2, 3, 4, 5};
        try {
            for (int i = 0; ; i++) total += data[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("total " + total + " ended with " + e.getMessage());
        }
    }
}
