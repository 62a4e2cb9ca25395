// verdict: error
// depth: 200
// stateless: bound
// W0's spin loop was explored alone under dl-jpf and W1's write never ran, so the default
// visibility never learnt that x is unprotected (until the stack proviso of dlspor.c)
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
