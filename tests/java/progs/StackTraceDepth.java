/** A backtrace keeps the innermost 1024 frames, as HotSpot's: a deep
 * StackOverflowError and an exception thrown 3000 calls deep. */
public class StackTraceDepth {
    static int depth;

    static void down() {
        depth++;
        down();
    }

    static void deep(int n) {
        if (n == 0) throw new IllegalStateException("bottom");
        deep(n - 1);
    }

    public static void main(String[] args) {
        try {
            down();
        } catch (StackOverflowError e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(st.length + " " + st[0].getMethodName() + " " + st[st.length - 1].getMethodName());
        }
        try {
            deep(3000);
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(st.length + " " + st[0].getMethodName() + " " + st[st.length - 1].getMethodName());
        }
        try {
            deep(100);
        } catch (IllegalStateException e) {
            System.out.println(e.getStackTrace().length);
        }
        deep(2000); // uncaught: 1024 "at" lines on stderr
    }
}
