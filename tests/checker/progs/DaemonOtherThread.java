// verdict: error
// stateless executions: 20000 (none needs some 5,200 to reach the error)
// A daemon and a second, non-daemon thread: the program ends with the last
// of main and u.  The daemon's check fails only when main's x = 5 comes
// between its write and its check, after u's y = 1.  dpor-graph missed it,
// stateless and --stateful, as in DaemonLastWrite (the same program without
// setDaemon was fine: main's end is no program end there).
public class DaemonOtherThread {
  static int x, y;

  public static void main(String[] args) {
    Thread u = new Thread(() -> { y = 1; });
    Thread t = new Thread(() -> {
      x = 1;
      assert y == 0 || x == 1 : "x overwritten";
    });
    t.setDaemon(true);
    t.start();
    u.start();
    x = 5;
  }
}
