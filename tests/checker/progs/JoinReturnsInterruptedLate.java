// verdict: error
/* T interrupts main and ends; main joins T.  When T's end comes before the
 * join, join() returns (the flag stays set); else it throws.  A join that
 * threw performed no action, so its race with T's end was never reversed
 * (dl-spor, dl-jpf, de-*, odpor: only the throw). */
public class JoinReturnsInterruptedLate {
  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(main::interrupt);
    t.start();
    boolean threw = false;
    try {
      t.join();
    } catch (InterruptedException e) {
      threw = true;
    }
    assert threw : "join returned: T ended before it";
  }
}
