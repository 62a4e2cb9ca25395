/** An uncaught exception in a thread of a custom ThreadGroup goes through the group's parents to the default report on stderr. */
public class GroupUncaught {
    public static void main(String[] args) throws Exception {
        ThreadGroup g = new ThreadGroup("crashers");
        Thread t = new Thread(g, () -> {
            throw new IllegalStateException("worker failed");
        }, "crasher-1", 0);
        t.start();
        t.join();
        System.out.println("main continues; group active " + g.activeCount() + " " + t.getState());
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> System.out.println("default handler: " + th.getName() + " " + e.getMessage()));
        Thread t2 = new Thread(g, () -> {
            throw new ArithmeticException("second");
        }, "crasher-2");
        t2.start();
        t2.join();
        System.out.println("done");
    }
}
