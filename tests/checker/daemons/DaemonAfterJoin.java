// A daemon writes x twice, a worker reads it, main joins the worker and
// ends: six final states (daemons_test.py).  The end of main stopped the
// daemon only where it could still run when main ended, never before its
// steps that had run: the source-set strategies and odpor kept only the
// three with x=2 (session 27's hunt).  The last end that is no daemon's,
// after a daemon started, now conflicts with everything.
public class DaemonAfterJoin {
  static volatile int x;
  static int r = -1;

  public static void main(String[] args) throws Exception {
    Thread d = new Thread(() -> {
      x = 1;
      x = 2;
    });
    d.setDaemon(true);
    d.start();
    Thread n = new Thread(() -> {
      r = x;
    });
    n.start();
    n.join();
  }
}
