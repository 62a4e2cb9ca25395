// verdict: error
// A daemon still runs when main ends, and may run between main's last write
// and main's end: x = 5, then the daemon's x = 1, then its check reads 5.
// dpor-graph's markers answered No for a thread's end (the segment before
// it stood for it), so the daemon, cut when the program ended, was
// scheduled only before main's write, never between it and the end: no
// error, stateless and --stateful (a helper's finding).
public class DaemonLastWrite {
  static int x;

  public static void main(String[] args) {
    Thread t = new Thread(() -> {
      x = 1;
      assert x == 1 : "main overwrote x";
    });
    t.setDaemon(true);
    t.start();
    x = 5;
  }
}
