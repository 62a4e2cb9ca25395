// An uncaught exception in a non-main thread: the JVM prints
// 'Exception in thread "Thread-0" ...' on stderr, the thread dies, the
// program goes on and exits with status 0.
public class UncaughtInThread {
    static void level3(int x) {
        if (x > 2) throw new IllegalStateException("worker failed at " + x);
    }
    static void level2(int x) { level3(x + 1); }

    public static void main(String[] args) throws Exception {
        System.out.println("main starts");
        Thread t = new Thread(() -> {
            System.out.println("worker running");
            level2(2);
            System.out.println("not reached");
        });
        t.start();
        t.join();
        System.out.println("worker state " + t.getState() + " alive " + t.isAlive());
        Thread named = new Thread("second") {
            @Override public void run() {
                int[] a = new int[2];
                a[3] = 1;
            }
        };
        named.start();
        named.join();
        Thread third = new Thread(() -> {
            throw new RuntimeException("with cause", new ArithmeticException("root"));
        });
        third.start();
        third.join();
        System.out.println("main ends normally");
    }
}
