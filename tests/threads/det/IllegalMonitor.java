import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// IllegalMonitorStateException when calling wait/notify/notifyAll without
// owning the monitor, and for j.u.c locks and conditions used by a non-owner.
public class IllegalMonitor {
    interface Op { void run() throws Exception; }

    static void attempt(String what, Op op) {
        try {
            op.run();
            System.out.println(what + ": no exception");
        } catch (IllegalMonitorStateException e) {
            System.out.println(what + ": IllegalMonitorStateException" + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) throws Exception {
        Object o = new Object();
        Object other = new Object();
        attempt("wait without lock", () -> o.wait());
        attempt("timed wait without lock", () -> o.wait(10));
        attempt("notify without lock", o::notify);
        attempt("notifyAll without lock", o::notifyAll);
        synchronized (other) {
            attempt("wait on a different object than the one held", () -> o.wait());
            attempt("notify on the held object", other::notify);
        }
        synchronized (o) {
            attempt("notifyAll while holding", o::notifyAll);
            attempt("wait(1) while holding", () -> o.wait(1));
        }
        Thread t = new Thread(() -> {
            synchronized (o) {
                try { o.wait(); } catch (InterruptedException e) { }
            }
        });
        t.start();
        while (t.getState() != Thread.State.WAITING) Thread.yield();
        attempt("notify held by nobody, waiter present", o::notify);
        synchronized (o) { o.notify(); }
        t.join();

        ReentrantLock lock = new ReentrantLock();
        Condition c = lock.newCondition();
        attempt("unlock never locked", lock::unlock);
        attempt("await without lock", c::await);
        attempt("signal without lock", c::signal);
        attempt("signalAll without lock", c::signalAll);
        Thread owner = new Thread(lock::lock);
        owner.start();
        owner.join();
        System.out.println("lock held by dead thread: locked " + lock.isLocked() + " by me " + lock.isHeldByCurrentThread());
        attempt("unlock a lock owned by another thread", lock::unlock);
        attempt("tryLock owned by another", () -> { if (lock.tryLock()) throw new Exception("got it"); });
        attempt("getWaitQueueLength without lock", () -> lock.getWaitQueueLength(c));
    }
}
