// main starts a daemon and a worker and ends; the worker's end ends the
// program, maybe before the daemon ran: x=0/r=0 among the final states
// (daemons_test.py), missed by the source-set strategies and odpor.
public class DaemonWorkerEndsLast {
  static int x;
  static int r;

  public static void main(String[] args) throws Exception {
    Thread d = new Thread(() -> {
      x = 1;
    });
    d.setDaemon(true);
    d.start();
    Thread n = new Thread(() -> {
      r = x;
    });
    n.start();
  }
}
