// verdict: error
/* IgnoreIfRacyRead with a volatile: the read is a scheduling point, but the
 * dropped path's race with the other thread's write was never reversed
 * (dl-jpf, de-*, odpor, dpor-graph: no error; session 27's hunt). */
import gov.nasa.jpf.vm.Verify;

public class IgnoreIfVolatileRead {
  static volatile int y;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      y = 1;
    });
    t.start();
    Verify.ignoreIf(y == 0);
    assert false : "main saw y == 1";
  }
}
