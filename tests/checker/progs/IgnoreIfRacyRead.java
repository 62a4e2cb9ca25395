// verdict: error
/* Verify.ignoreIf on a plain read another thread's write races with: the
 * path where the read sees 0 is dropped inside main's first transition,
 * before the other thread ran.  The lockset of --visibility=sync never saw
 * the race, and no reduced strategy ran the writer first: every one but
 * none reported no error (session 27's hunt).  A failed assume is now a
 * scheduling point that conflicts with everything, and the threads that
 * could still run there are cut as at an end. */
import gov.nasa.jpf.vm.Verify;

public class IgnoreIfRacyRead {
  static int x;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      x = 1;
    });
    t.start();
    Verify.ignoreIf(x == 0);
    assert false : "reached with x == 1";
  }
}
