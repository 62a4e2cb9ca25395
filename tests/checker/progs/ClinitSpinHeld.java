// verdict: error
// stateless: bound
// W0's initialiser of K never ends; W1, which first writes y, then waits for
// K for good -- unless it gets to K first: then it initialises K itself and
// fails.  At the state where W0 starts K's initialisation, W1's next step is
// its write of y, not its use of K: only the use W1 waits to perform,
// blocked, in the states after W0's start shows that W1 could have gone
// first (explore.c, ex_blocked_acquire; as SpinHoldLock2 with a lock).
public class ClinitSpinHeld {
  static volatile int y;

  static class K {
    static int v;

    static {
      if (Thread.currentThread().getName().equals("W0"))
        while (true) Thread.yield();
    }
  }

  public static void main(String[] args) {
    Thread w0 = new Thread(() -> { int t = K.v; }, "W0");
    Thread w1 = new Thread(() -> {
      y = 1;
      int t = K.v;
      assert false : "W1 initialised K";
    }, "W1");
    w1.start();
    w0.start();
  }
}
