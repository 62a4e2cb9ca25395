// verdict: error
// CyclicBarrier.await(timeout) throws TimeoutException when the other party is late.
import java.util.concurrent.*;

public class TimeoutBarrier {
  public static void main(String[] args) throws Exception {
    final CyclicBarrier both = new CyclicBarrier(2);
    new Thread(() -> {
      try {
        both.await();
      } catch (InterruptedException | BrokenBarrierException e) {
        // the main thread timed out and broke the barrier
      }
    }).start();
    try {
      both.await(100, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      assert false : "the other party was late";
    }
  }
}
