// verdict: error
// stateless: bound
// A thread that asks for a class another thread is initialising waits for
// it (JLS 12.4.2).  W0's initialiser of Gate waits until main sets open; if
// W1 gets to Gate first, it runs the initialiser itself and sees open false
// too, but then W0 waits for W1 instead: W0 may then finish with Gate.by
// "W1" -- the assertion says only W0 may initialise it.
public class ClinitBlocksWaiter {
  static volatile boolean open;

  static class Gate {
    static final String by;

    static {
      while (!open) Thread.yield();
      by = Thread.currentThread().getName();
    }
  }

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> { String b = Gate.by; }, "W0");
    Thread w1 = new Thread(() -> { String b = Gate.by; }, "W1");
    w0.start();
    w1.start();
    open = true;
    w0.join();
    w1.join();
    assert Gate.by.equals("W0") : "initialised by " + Gate.by;
  }
}
