// verdict: ok
/* Two workers update a counter under a one-permit semaphore and count a
 * latch down; main awaits the latch: the counter is always 2.  jlib's
 * Semaphore and CountDownLatch keep their state under a monitor (the JDK's
 * AbstractQueuedSynchronizer makes a dozen volatile accesses an operation,
 * each a scheduling point): checker.pool_states bounds the states. */
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;

public class LatchSemaphoreOk {
    static int counter;

    public static void main(String[] args) throws Exception {
        Semaphore mutex = new Semaphore(1);
        CountDownLatch done = new CountDownLatch(2);
        Runnable work = () -> {
            mutex.acquireUninterruptibly();
            try {
                counter++;
            } finally {
                mutex.release();
            }
            done.countDown();
        };
        new Thread(work).start();
        new Thread(work).start();
        done.await();
        mutex.acquire();
        assert counter == 2 : "counter " + counter;
        mutex.release();
    }
}
