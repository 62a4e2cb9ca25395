// verdict: error
/* The lost update of an unchecked lazy initialisation: both threads see
 * inst null and both make one.  dpor-graph's maybe marker runs a thread on
 * past a Maybe node into a monitorenter the other thread holds, where the
 * transition ends blocked; the trace replay, which cuts at every point,
 * counted that empty stretch as a step and could not run the blocked thread
 * ("jpor could not replay the rest"), so the report had no exception. */
public class MaybeRunsIntoHeldLock {
  static volatile Object inst;
  static int made;

  static void get() {
    if (inst == null) {
      synchronized (MaybeRunsIntoHeldLock.class) {
        made++;
        inst = new Object();
      }
    }
  }

  public static void main(String[] a) throws Exception {
    Thread t = new Thread(MaybeRunsIntoHeldLock::get);
    t.start();
    get();
    t.join();
    assert made == 1 : "made " + made;
  }
}
