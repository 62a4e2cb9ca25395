// verdict: error
// stateless executions: 50000
/* The waiter is interrupted before the task runs: get() may throw
 * InterruptedException (FutureGetDoneThenInterrupted's other side). */
import java.util.concurrent.FutureTask;

public class FutureGetInterruptedFirst {
  public static void main(String[] args) throws Exception {
    FutureTask<String> f = new FutureTask<>(() -> "v");
    Thread t = new Thread(() -> {
      try {
        f.get();
      } catch (InterruptedException e) {
        throw new AssertionError("interrupted before the task ran");
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    });
    t.start();
    t.interrupt();
    f.run();
    t.join();
  }
}
