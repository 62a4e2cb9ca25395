// verdict: error
// depth: 200
// stateless: bound
// W0 spins holding the class's lock and W1's unlocked writes are never run, so they are never
// learnt to be unprotected; dl-jpf missed it until a step of local actions only into a state
// whose future is not all explored makes the state expanded whole (the stack proviso, dlspor.c)
/* W0 leaves its loop once W1 set x, then fails. */
public class SpinUnderClassLock {
  static int x, y;

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> {
      synchronized (SpinUnderClassLock.class) {
        while (x == 0) Thread.yield();
      }
      int v = y;
      assert false : "W0 left its loop, y=" + v;
    }, "W0");
    Thread w1 = new Thread(() -> {
      y = 1;
      x = 1;
    }, "W1");
    w0.start();
    w1.start();
    y = 1;
  }
}
