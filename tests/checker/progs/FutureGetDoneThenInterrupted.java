// verdict: ok
/* A future completed before its waiter is interrupted: get() returns the
 * value (the flag stays set), as the JDK's FutureTask and CompletableFuture
 * look at the state before the interrupt.  jlib's get() rethrew the wait's
 * InterruptedException: every strategy, none included, reported an error
 * java cannot produce (found by session 27's hunt). */
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.FutureTask;

public class FutureGetDoneThenInterrupted {
  public static void main(String[] args) throws Exception {
    FutureTask<String> f = new FutureTask<>(() -> "v");
    CompletableFuture<String> cf = new CompletableFuture<>();
    Thread t = new Thread(() -> {
      try {
        assert f.get().equals("v");
        assert cf.get().equals("w");
      } catch (InterruptedException e) {
        throw new AssertionError("get() threw though the futures were done before interrupt()");
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    });
    t.start();
    f.run();
    cf.complete("w");
    t.interrupt();
    t.join();
  }
}
