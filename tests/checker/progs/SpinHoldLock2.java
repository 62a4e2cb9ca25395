// verdict: error
// depth: 200
// stateless: bound
// dpor-graph --stateful missed it, as SpinHoldLock (dporgraph.c: blocked threads' acquires)
/* As SpinHoldLock, but W1 writes y before it wants L, so its acquire is not
 * among the next steps at the state where W0 takes L: only the acquire W1
 * waits to perform, blocked, in states after W0's (Flanagan and Godefroid's
 * rule for disabled threads, graph.c) shows that W1 could have gone first.
 * dl-spor, dl-jpf and de-spor reported no error before. */
public class SpinHoldLock2 {
  static int x;
  static volatile int y;
  static final Object L = new Object();

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> {
      synchronized (L) {
        while (x == 0) Thread.yield();
      }
    }, "W0");
    Thread w1 = new Thread(() -> {
      y = 1;
      synchronized (L) {
        x = 1;
      }
      assert false : "W1 got the lock first";
    }, "W1");
    w0.start();
    w1.start();
  }
}
