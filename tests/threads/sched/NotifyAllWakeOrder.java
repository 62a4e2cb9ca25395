import java.util.ArrayList;
import java.util.List;

// Three waiters released by one notifyAll re-enter the monitor in some order.
public class NotifyAllWakeOrder {
    static final Object lock = new Object();
    static boolean go;
    static final List<String> order = new ArrayList<>();
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final String name = String.valueOf((char) ('A' + i));
            ts[i] = new Thread(() -> {
                synchronized (lock) {
                    while (!go) {
                        try { lock.wait(); } catch (InterruptedException e) { return; }
                    }
                    order.add(name);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) while (t.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        for (Thread t : ts) t.join();
        System.out.println(order);
    }
}
