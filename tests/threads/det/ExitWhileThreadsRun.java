// System.exit ends the program at once with its status, although other
// non-daemon threads are blocked or sleeping.
public class ExitWhileThreadsRun {
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(1_000_000); } catch (InterruptedException e) { }
            System.out.println("sleeper never prints this");
        }, "sleeper");
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try { lock.wait(); } catch (InterruptedException e) { }
            }
            System.out.println("waiter never prints this");
        }, "waiter");
        sleeper.start();
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING || sleeper.getState() != Thread.State.TIMED_WAITING) Thread.yield();
        System.out.println("two non-daemon threads blocked: " + sleeper.getState() + " " + waiter.getState());
        Thread exiter = new Thread(() -> {
            System.out.println("exiter calls System.exit(3)");
            System.err.println("bye from exiter");
            System.exit(3);
        }, "exiter");
        exiter.start();
        exiter.join();
        System.out.println("main never prints this");
    }
}
