// The VM waits for the last non-daemon thread (not main) and then exits even
// though daemon threads are blocked on a monitor and parked.
import java.util.concurrent.locks.LockSupport;

public class DaemonLastUser {
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        Thread holder = new Thread(() -> {
            synchronized (lock) {
                LockSupport.park();
            }
        }, "holder");
        holder.setDaemon(true);
        holder.start();
        while (holder.getState() != Thread.State.WAITING) Thread.yield();
        Thread blocked = new Thread(() -> { synchronized (lock) { System.out.println("never"); } }, "blocked");
        blocked.setDaemon(true);
        blocked.start();
        while (blocked.getState() != Thread.State.BLOCKED) Thread.yield();
        System.out.println("holder " + holder.getState() + ", blocked " + blocked.getState());
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 5; i++) {
                try { Thread.sleep(20); } catch (InterruptedException e) { }
                System.out.println("worker step " + i);
            }
            System.out.println("worker (last user thread) ends");
        }, "worker");
        worker.start();
        System.out.println("main ends first");
    }
}
