// verdict: ok
// A ThreadGroup whose class overrides uncaughtException takes the exceptions
// of its threads and of its subgroups' threads (Thread.getUncaughtExceptionHandler
// returns the group): java prints nothing, and the check reports no error.
public class UncaughtGroupHandled {
    static int handled;

    public static void main(String[] args) throws Exception {
        ThreadGroup outer = new ThreadGroup("outer") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                synchronized (UncaughtGroupHandled.class) {
                    handled++;
                }
            }
        };
        ThreadGroup inner = new ThreadGroup(outer, "inner");
        Thread a = new Thread(outer, () -> { throw new IllegalStateException("a"); }, "A");
        Thread b = new Thread(inner, () -> { throw new IllegalArgumentException("b"); }, "B");
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (UncaughtGroupHandled.class) {
            assert handled == 2 : "handled " + handled;
        }
    }
}
