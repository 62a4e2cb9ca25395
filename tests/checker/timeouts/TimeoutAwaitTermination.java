// verdict: error
// awaitTermination(timeout) returns false when a worker is still busy.
// stateless: skip (a thread pool: too many executions)
import java.util.concurrent.*;

public class TimeoutAwaitTermination {
  public static void main(String[] args) throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(1);
    pool.execute(() -> {});
    pool.shutdown();
    assert pool.awaitTermination(100, TimeUnit.MILLISECONDS) : "the pool did not end in time";
  }
}
