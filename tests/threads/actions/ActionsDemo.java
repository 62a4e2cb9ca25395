import java.util.concurrent.atomic.AtomicInteger;

// Two threads (main and "worker"), a synchronized counter, an AtomicInteger and
// one wait/notify.  The worker waits on the gate until main has done its three
// increments and notified, then does three increments of its own, so the
// counter's writes are 1,2,3 by main and 4,5,6 by the worker (checked by
// check_actions.py on the --trace-actions stream).
public class ActionsDemo {
    static final class Counter {
        private int count;
        synchronized void inc() { count++; }
        synchronized int get() { return count; }
    }

    static final Counter counter = new Counter();
    static final AtomicInteger atomic = new AtomicInteger();
    static final Object gate = new Object();
    static boolean go;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            synchronized (gate) {
                while (!go) {
                    try { gate.wait(); } catch (InterruptedException e) { return; }
                }
            }
            for (int i = 0; i < 3; i++) {
                counter.inc();
                atomic.incrementAndGet();
            }
        }, "worker");
        worker.start();
        while (worker.getState() != Thread.State.WAITING) Thread.yield();
        for (int i = 0; i < 3; i++) {
            counter.inc();
            atomic.incrementAndGet();
        }
        synchronized (gate) {
            go = true;
            gate.notify();
        }
        worker.join();
        System.out.println("counter=" + counter.get() + " atomic=" + atomic.get());
    }
}
