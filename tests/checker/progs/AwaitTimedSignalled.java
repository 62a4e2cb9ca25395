// verdict: error
// stateless: skip none (5000 executions of the unreduced search end before the signal comes first)
/* A waits on a condition for at most 10 ms, B signals it: await returns
 * true when the signal comes before the timeout.  The timeout reads the lock
 * the condition belongs to (vm/sched.c time_out), so it is ordered against
 * B's signal; de-spor, de-jpf and odpor reported no error before. */
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class AwaitTimedSignalled {
    static int r;
    static final ReentrantLock L = new ReentrantLock();
    static final Condition C = L.newCondition();

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            L.lock();
            try {
                r = C.await(10, TimeUnit.MILLISECONDS) ? 1 : 2;
            } catch (InterruptedException e) {
                r = 3;
            } finally {
                L.unlock();
            }
        });
        Thread b = new Thread(() -> {
            L.lock();
            C.signal();
            L.unlock();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert r != 1 : "signalled before the timeout";
    }
}
