// verdict: error
// poll(timeout) may return null: the producer can be later than the timeout.
import java.util.concurrent.*;

public class TimeoutPoll {
  public static void main(String[] args) throws InterruptedException {
    final BlockingQueue<Integer> q = new LinkedBlockingQueue<Integer>();
    new Thread(() -> q.offer(1)).start();
    Integer x = q.poll(100, TimeUnit.MILLISECONDS);
    assert x != null : "poll timed out";
  }
}
