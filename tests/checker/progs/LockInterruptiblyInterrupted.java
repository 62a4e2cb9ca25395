// verdict: error
/* Another thread interrupts main while main takes a free lock with
 * lockInterruptibly(): when the interrupt comes first, it throws.  The
 * attempt did not read main's interrupt flag (it threw before its action),
 * so every strategy but none and spor ran the interrupt after it. */
import java.util.concurrent.locks.ReentrantLock;

public class LockInterruptiblyInterrupted {
  public static void main(String[] args) throws Exception {
    ReentrantLock lock = new ReentrantLock();
    Thread main = Thread.currentThread();
    Thread other = new Thread(main::interrupt);
    other.start();
    boolean threw = false;
    try {
      lock.lockInterruptibly();
      lock.unlock();
    } catch (InterruptedException e) {
      threw = true;
    }
    Thread.interrupted();
    while (true) {
      try {
        other.join();
        break;
      } catch (InterruptedException e) {
        // interrupted again: join again
      }
    }
    assert !threw : "lockInterruptibly threw: the interrupt came first";
  }
}
