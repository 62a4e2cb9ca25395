// HotSpot throws its first two OutOfMemoryErrors with a stack trace; every
// later one is a shared error without a stack trace, whose suppression is
// disabled, and the last one, uncaught, prints no "at" lines.
public class OomSharedError {
    static class Res implements AutoCloseable {
        public void close() { throw new IllegalStateException("close failed"); }
    }

    static void exhaust() {
        long[][] a = new long[100][];
        for (int k = 0; k < 100; k++) a[k] = new long[1 << 20];
    }

    public static void main(String[] args) {
        Object prev = null;
        for (int i = 0; i < 6; i++) {
            try {
                if (i % 3 == 2) {
                    int[] huge = new int[Integer.MAX_VALUE];
                    System.out.println(huge.length);
                } else {
                    exhaust();
                }
            } catch (OutOfMemoryError e) {
                System.out.println(i + " " + e.getMessage() + " trace " + e.getStackTrace().length
                        + " same " + (e == prev) + " cause " + e.getCause());
                if (e.getMessage().startsWith("Java")) prev = e;
            }
        }
        try (Res r = new Res()) {
            exhaust();
        } catch (OutOfMemoryError e) {
            System.out.println("suppressed " + e.getSuppressed().length);
        }
        System.out.println("last");
        exhaust();
    }
}
