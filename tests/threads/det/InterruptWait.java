// Interrupting a thread in Object.wait: it reacquires the monitor before the
// InterruptedException reaches it; wait with the flag set throws at once.
public class InterruptWait {
    static final Object lock = new Object();
    static boolean mainHeldLockWhenInterrupting;

    public static void main(String[] args) throws Exception {
        StringBuilder log = new StringBuilder();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                    log.append("woke normally\n");
                } catch (InterruptedException e) {
                    log.append("caught InterruptedException, holds lock ").append(Thread.holdsLock(lock)).append('\n');
                    log.append("flag ").append(Thread.currentThread().isInterrupted()).append('\n');
                    log.append("main released lock before I got it: ").append(mainHeldLockWhenInterrupting).append('\n');
                }
            }
            Thread.currentThread().interrupt();
            synchronized (lock) {
                try {
                    lock.wait(5000);
                    log.append("timed wait returned\n");
                } catch (InterruptedException e) {
                    log.append("timed wait with flag set throws at once\n");
                }
            }
        }, "waiter");
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (lock) {
            System.out.println("waiter state " + waiter.getState());
            waiter.interrupt();
            for (int i = 0; i < 10_000_000 && waiter.getState() != Thread.State.BLOCKED; i++) Thread.yield();
            System.out.println("waiter state while main holds lock " + waiter.getState());
            mainHeldLockWhenInterrupting = true;
        }
        waiter.join();
        System.out.print(log);
    }
}
