/* T interrupts main and ends; main joins T.  Before T's end the join throws,
 * after it the join returns.  When T ended first (--order=seq:1,0 runs it
 * first), odpor took the join for one ordered after the end -- it returned --
 * though an interrupted joiner's join is no such order: called before the end
 * it throws.  odpor missed the throw in that order, stateful and stateless
 * (odpor_test.py; session 28's hunt, also tests/checker/finals'
 * JoinThrowsJoineeInterrupts). */
public class OdporJoinInterruptedLate {
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
    assert !threw : "join threw: it saw T alive";
  }
}
