import gov.nasa.jpf.vm.Verify;

/* T1 writes x = 1 in a Verify.beginAtomic() block that is its first step;
 * T2 reads x: before the block (0) or after it (1).  beginAtomic was a
 * thread-local step, run inside the step before it, which was taken to
 * commute with everything; once in the block no other thread can run, so
 * T2's read before it was never explored (every strategy but none; helper
 * 30's hunt).  It is now a scheduling point that conflicts with every other
 * thread's action (atomic_test.py). */
public class VerifyAtomicLate {
  static volatile int x;
  static int seen = -1;

  public static void main(String[] args) throws Exception {
    Thread t1 = new Thread(() -> {
      Verify.beginAtomic();
      x = 1;
      Verify.endAtomic();
    });
    Thread t2 = new Thread(() -> { seen = x; });
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
