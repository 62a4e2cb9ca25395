// verdict: error
/* B's join(5) on A returns when the time is up while A still runs: B can
 * read 0 or 1.  odpor took A's isAlive() inside join(ms) for a join that
 * orders all A did before B, so B's read never raced with A's writes. */
public class JoinTimesOutRunning {
  static volatile int x;

  public static void main(String[] args) throws Exception {
    Thread a = new Thread(() -> {
      x = 1;
      x = 2;
    });
    Thread b = new Thread(() -> {
      try {
        a.join(5);
      } catch (InterruptedException e) {
        return;
      }
      int seen = x;
      assert seen == 2 : "join(5) returned while A ran: x = " + seen;
    });
    a.start();
    b.start();
    a.join();
    b.join();
  }
}
