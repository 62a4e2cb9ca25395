// A daemon counts under a lock for ever (it throws at x > 2, which ends a
// stateless search's paths); main sets x = 0 under the lock and ends.  The
// daemon may run zero, one, two or three rounds between main's release and
// main's end: final states x=0, 1, 2, 3 (daemons_test.sh).
public class DaemonFinalLoop {
  static int x;

  public static void main(String[] args) {
    Thread t = new Thread(() -> {
      while (true) {
        synchronized (DaemonFinalLoop.class) {
          x++;
          if (x > 2) throw new IllegalStateException("x=" + x);
        }
      }
    });
    t.setDaemon(true);
    t.start();
    synchronized (DaemonFinalLoop.class) { x = 0; }
  }
}
