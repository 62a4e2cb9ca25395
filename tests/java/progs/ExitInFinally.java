public class ExitInFinally {
    static int depth = 0;

    static void deep(int n) {
        if (n == 0) throw new IllegalStateException("thrown deep inside");
        try {
            deep(n - 1);
        } finally {
            System.out.println("unwinding level " + n);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println("in try");
            deep(3);
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
            throw new RuntimeException("rethrown from catch; finally will exit instead");
        } finally {
            System.out.println("in finally, calling System.exit(7)");
            System.exit(7);
            System.out.println("never printed");
        }
    }
}
