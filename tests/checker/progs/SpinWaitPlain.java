// verdict: error
// depth: 200
// pending: dl-jpf misses the error (found in session 23): W0's spin loop is explored alone and
// W1's write never runs, so the default visibility never learns that x is unprotected
// (stateless searches, even none's, run down the spin loop to their bound: exit 3, as expected)
/* W0 spins until W1 sets x, then fails.  Every other strategy finds it. */
public class SpinWaitPlain {
  static int x;

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> {
      while (x == 0) Thread.yield();
      assert false : "W0 saw x set";
    }, "W0");
    Thread w1 = new Thread(() -> { x = 2; }, "W1");
    w0.start();
    w1.start();
    w0.join();
    w1.join();
  }
}
