// verdict: ok
// stateless executions: 500 (main spins until a thread is queued: a stateless search runs to its bound)
/* main holds a fair ReentrantLock; t1 asks for it with lock(), and only
 * when t1 stands in the queue does t2 ask with tryLock(5 s): when main lets
 * go, t1 goes first (a fair lock serves its queue in arrival order), so t2
 * never takes the lock before t1 -- java never prints otherwise.  Under
 * check t1 stopped before its acquire was in no queue (though
 * hasQueuedThread said it was), and t2, queued by its timed attempt, went
 * first: every strategy reported the assertion (LockQueueOrder is the
 * other side: there the two may queue in either order). */
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class FairLockQueuedFirst {
  static final ReentrantLock L = new ReentrantLock(true);
  static int order;

  static synchronized void got(int id) {
    order = order * 10 + id;
  }

  public static void main(String[] args) throws Exception {
    Thread t1 = new Thread(() -> {
      L.lock();
      got(1);
      L.unlock();
    });
    Thread t2 = new Thread(() -> {
      try {
        if (L.tryLock(5, TimeUnit.SECONDS)) {
          got(2);
          L.unlock();
        }
      } catch (InterruptedException e) {
      }
    });
    L.lock();
    t1.start();
    while (!L.hasQueuedThread(t1)) Thread.yield();
    t2.start();
    L.unlock();
    t1.join();
    t2.join();
    assert order == 12 || order == 1 : "t2 went before t1, queued before it";
  }
}
