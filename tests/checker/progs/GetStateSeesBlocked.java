// verdict: error
// stateless: skip none (without state matching the unreduced search runs every order of the threads' ends first: not within 300,000 executions)
/* u, holding the monitor t wants, may see t BLOCKED (or NEW, RUNNABLE,
 * TERMINATED): the assertion fails on the path where t came first to the
 * monitor u holds. */
public class GetStateSeesBlocked {
  static final Object o = new Object();

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (o) {
      }
    });
    Thread u = new Thread(() -> {
      synchronized (o) {
        Thread.State s = t.getState();
        assert s != Thread.State.BLOCKED : "t was blocked";
      }
    });
    t.start();
    u.start();
    t.join();
    u.join();
  }
}
