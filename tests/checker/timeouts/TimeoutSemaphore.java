// verdict: error
// tryAcquire(timeout) returns false when no permit comes in time.
import java.util.concurrent.*;

public class TimeoutSemaphore {
  public static void main(String[] args) throws InterruptedException {
    final Semaphore permits = new Semaphore(0);
    new Thread(permits::release).start();
    assert permits.tryAcquire(100, TimeUnit.MILLISECONDS) : "no permit in time";
  }
}
