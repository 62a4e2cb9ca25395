// verdict: error
// CountDownLatch.await(timeout) returns false when the count does not reach 0 in time.
import java.util.concurrent.*;

public class TimeoutLatch {
  public static void main(String[] args) throws InterruptedException {
    final CountDownLatch done = new CountDownLatch(1);
    new Thread(done::countDown).start();
    assert done.await(100, TimeUnit.MILLISECONDS) : "latch timed out";
  }
}
