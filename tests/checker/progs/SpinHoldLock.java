// verdict: error
// depth: 200
// stateless: bound
// W0 takes L first and spins for ever, W1 stays blocked on L, and its acquire never runs:
// dpor-graph --stateful missed the error (found in session 23) until it set the next actions of
// blocked threads against the path at every node and kept them in L_r (dporgraph.c); dl-spor,
// dl-jpf and de-spor find it since the acquires of blocked threads count as effects (graph.c)

/* If W1 takes L before W0, it sets x and fails; if W0 takes it first, W0
 * spins holding L for ever (a livelock, no error).  The unreduced search,
 * spor, de-spor and odpor find the failure. */
public class SpinHoldLock {
  static int x;
  static final Object L = new Object();

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> {
      synchronized (L) {
        while (x == 0) Thread.yield();
      }
    }, "W0");
    Thread w1 = new Thread(() -> {
      synchronized (L) {
        x = 1;
      }
      assert false : "W1 got the lock first";
    }, "W1");
    w0.start();
    w1.start();
  }
}
