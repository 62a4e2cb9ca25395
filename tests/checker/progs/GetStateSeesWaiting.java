// verdict: error
// stateless: skip none (without state matching the unreduced search runs every order of the threads' ends first: not within 300,000 executions)
/* getState() races with the other thread's wait(): WAITING is one outcome,
 * RUNNABLE another. */
public class GetStateSeesWaiting {
  static final Object o = new Object();
  static boolean go;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (o) {
        while (!go) {
          try {
            o.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
      }
    });
    t.start();
    Thread.State s = t.getState();
    synchronized (o) {
      go = true;
      o.notifyAll();
    }
    t.join();
    assert s != Thread.State.WAITING : "t waited";
  }
}
