// A daemon writes x twice and main reads it before it ends: six final
// states (x, seen) under none (daemons_test.py); dpor-graph missed the
// daemon stopped between its writes.
public class DaemonReadByMain {
  static volatile int x;
  static int seen;

  public static void main(String[] args) {
    Thread d = new Thread(() -> {
      x = 1;
      x = 2;
    });
    d.setDaemon(true);
    d.start();
    seen = x;
  }
}
