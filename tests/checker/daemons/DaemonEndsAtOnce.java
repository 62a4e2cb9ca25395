// main starts a daemon and ends at once: final states x=0, 1 and 2
// (daemons_test.py).  dpor-graph ran the daemon to its end first and saw
// main's end as a race partner of nothing: x=2 alone.
public class DaemonEndsAtOnce {
  static volatile int x;

  public static void main(String[] args) {
    Thread d = new Thread(() -> {
      x = 1;
      x = 2;
    });
    d.setDaemon(true);
    d.start();
  }
}
