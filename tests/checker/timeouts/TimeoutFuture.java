// verdict: error
// Future.get(timeout) throws TimeoutException when the task is not done in time.
import java.util.concurrent.*;

public class TimeoutFuture {
  public static void main(String[] args) throws Exception {
    FutureTask<Integer> f = new FutureTask<Integer>(() -> 42);
    new Thread(f).start();
    try {
      assert f.get(100, TimeUnit.MILLISECONDS) == 42;
    } catch (TimeoutException e) {
      assert false : "the task was not done in time";
    }
  }
}
