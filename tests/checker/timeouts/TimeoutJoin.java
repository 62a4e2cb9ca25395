// verdict: error
// join(ms) returns when the time is up, whether or not the thread has ended.
public class TimeoutJoin {
  static int result;

  public static void main(String[] args) throws InterruptedException {
    Thread worker = new Thread(() -> result = 42);
    worker.start();
    worker.join(100);
    assert result == 42 : "join returned before the worker ended";
  }
}
