import java.util.ArrayList;
import java.util.List;

public class FinallyReturns {
    static List<String> log = new ArrayList<String>();

    @SuppressWarnings("finally")
    static int returnInFinally() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static int finallySwallowsException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 3;
        }
    }

    static int finallyDoesNotChangeReturnedValue() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.add("finally set x=" + x);
        }
    }

    static StringBuilder finallyMutatesReturnedObject() {
        StringBuilder sb = new StringBuilder("a");
        try {
            return sb;
        } finally {
            sb.append("b");
        }
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("t1 ");
            try {
                sb.append("t2 ");
                throw new IllegalStateException("inner");
            } catch (IllegalArgumentException e) {
                sb.append("wrong-catch ");
            } finally {
                sb.append("f2 ");
            }
        } catch (IllegalStateException e) {
            sb.append("c1(").append(e.getMessage()).append(") ");
        } finally {
            sb.append("f1");
        }
        return sb.toString();
    }

    @SuppressWarnings("finally")
    static String finallyThrowsReplaces() {
        try {
            try {
                throw new RuntimeException("original");
            } finally {
                throw new IllegalStateException("from finally");
            }
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ":" + e.getMessage() + " suppressed=" + e.getSuppressed().length;
        }
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 10; i++) {
            try {
                if (i == 2) continue;
                if (i == 7) break;
                count += 10;
            } finally {
                count++;
                log.add("loop finally i=" + i);
            }
        }
        return count;
    }

    @SuppressWarnings("finally")
    static int breakInFinally() {
        int i = 0;
        while (true) {
            try {
                i++;
                throw new RuntimeException("x");
            } finally {
                if (i >= 3) break;
                continue;
            }
        }
        return i;
    }

    static String catchReturnFinally() {
        try {
            Integer.parseInt("nope");
            return "try";
        } catch (NumberFormatException e) {
            log.add("in catch");
            return "catch";
        } finally {
            log.add("in finally after catch return");
        }
    }

    static int deepFinally(int n) {
        try {
            if (n == 0) throw new ArithmeticException("bottom");
            return deepFinally(n - 1) + 1;
        } finally {
            log.add("unwind " + n);
        }
    }

    static long tryFinallyLong() {
        long v = 5;
        try {
            v *= 3;
            return v;
        } finally {
            v = -1;
        }
    }

    static double tryFinallyDouble() {
        double d = 1.5;
        try {
            return d * 2;
        } finally {
            d = 0;
        }
    }

    public static void main(String[] args) {
        System.out.println(returnInFinally());
        System.out.println(finallySwallowsException());
        System.out.println(finallyDoesNotChangeReturnedValue());
        System.out.println(finallyMutatesReturnedObject());
        System.out.println(nested());
        System.out.println(finallyThrowsReplaces());
        System.out.println(loopWithFinally());
        System.out.println(breakInFinally());
        System.out.println(catchReturnFinally());
        try {
            deepFinally(4);
        } catch (ArithmeticException e) {
            System.out.println("deepFinally: " + e.getMessage());
        }
        System.out.println(tryFinallyLong() + " " + tryFinallyDouble());
        for (String s : log) System.out.println("log: " + s);
        // try/finally without catch propagating
        try {
            try {
                Object o = null;
                o.hashCode();
            } finally {
                System.out.println("finally before propagation");
            }
        } catch (NullPointerException e) {
            System.out.println("caught propagated NPE");
        }
        // finally with nested returns in loops and switches
        int acc = 0;
        for (int i = 0; i < 5; i++) {
            try {
                switch (i) {
                    case 1: acc += 100; break;
                    case 3: throw new RuntimeException();
                    default: acc += i;
                }
            } catch (RuntimeException e) {
                acc -= 1000;
            } finally {
                acc *= 2;
            }
        }
        System.out.println("acc " + acc);
    }
}
