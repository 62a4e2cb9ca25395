// verdict: error
// Exchanger.exchange(x, timeout) throws TimeoutException when the partner is late.
import java.util.concurrent.*;

public class TimeoutExchanger {
  public static void main(String[] args) throws Exception {
    final Exchanger<Integer> ex = new Exchanger<Integer>();
    Thread partner = new Thread(() -> {
      try {
        ex.exchange(2, 1, TimeUnit.SECONDS);
      } catch (InterruptedException | TimeoutException e) {
        // it may time out too
      }
    });
    partner.setDaemon(true);
    partner.start();
    try {
      assert ex.exchange(1, 100, TimeUnit.MILLISECONDS) == 2;
    } catch (TimeoutException e) {
      assert false : "the partner was late";
    }
  }
}
