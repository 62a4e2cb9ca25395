// verdict: ok
// A sleep that is not interrupted lasts at least its time, on either clock;
// so does a timed wait that times out.
public class SleepElapsed {
  public static void main(String[] args) throws InterruptedException {
    Thread other = new Thread(() -> {
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
      }
    });
    other.start();
    long t0 = System.nanoTime(), m0 = System.currentTimeMillis();
    Thread.sleep(100);
    assert System.nanoTime() - t0 >= 100_000_000L : "slept less than 100 ms (nanoTime)";
    assert System.currentTimeMillis() - m0 >= 100 : "slept less than 100 ms (currentTimeMillis)";
    Object lock = new Object();
    long t1 = System.nanoTime();
    synchronized (lock) {
      lock.wait(50); // nobody notifies
    }
    assert System.nanoTime() - t1 >= 50_000_000L : "the wait timed out early";
    other.join();
  }
}
