// verdict: error
// depth: 2000
// stateless executions: 300
// stateless: bound
/* Main holds a monitor, starts a thread that wants it and spins until the
 * thread shows BLOCKED (a common way to stage a test), then writes x and
 * lets it in: the thread's assertion fails on every path past the spin.
 * Under check the thread stopped at the held monitor has not tried it yet;
 * it must still read BLOCKED, or the spin never ends and the search never
 * gets past it (no error, no final state). */
public class SpinUntilBlocked {
  static final Object lock = new Object();
  static int x;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (lock) {
        assert x == 0 : "main wrote x first";
      }
    });
    synchronized (lock) {
      t.start();
      while (t.getState() != Thread.State.BLOCKED) Thread.yield();
      x = 1;
    }
    t.join();
  }
}
