public class DeepRecursion {
    static int depth = 0;

    static int recurse(int n) {
        depth++;
        return recurse(n + 1) + 1;
    }

    static long recurseWithLocals(long a, long b, double c) {
        long x = a + b;
        double y = c * 2;
        depth++;
        return recurseWithLocals(x, a, y) + (long) y;
    }

    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static int sumTo(int n) { return n == 0 ? 0 : n + sumTo(n - 1); }

    public static void main(String[] args) {
        System.out.println("fib(25) = " + fib(25));
        System.out.println("ackermann(2, 3) = " + ackermann(2, 3) + " ackermann(3, 3) = " + ackermann(3, 3));
        System.out.println("sumTo(5000) = " + sumTo(5000));
        try {
            recurse(0);
            System.out.println("no overflow?");
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        boolean deepEnough = depth > 1000;
        depth = 0;
        try {
            recurseWithLocals(1, 1, 1.0);
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        System.out.println("both deep: " + (deepEnough && depth > 1000));
        // the VM must be usable after a stack overflow
        System.out.println("after overflow fib(20) = " + fib(20));
        int caught = 0;
        for (int i = 0; i < 3; i++) {
            try {
                recurse(0);
            } catch (StackOverflowError e) {
                caught++;
            }
        }
        System.out.println("caught " + caught + " more");
        try {
            recurse(0);
        } catch (Throwable t) {
            System.out.println("caught as Throwable: " + t.getClass().getName() + " isError=" + (t instanceof Error) + " isVME=" + (t instanceof VirtualMachineError));
        }
    }
}
