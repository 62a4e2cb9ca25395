// verdict: error
// depth: 2000
// stateless: skip (without matching, the first choice's subtree never ends)
import gov.nasa.jpf.vm.Verify;

/* One thread, a loop of data choices (JPF's Crossing in small).  The error
 * needs the first choice's second value: only a search that meets the loop's
 * states again finishes the first value's subtree and goes back to try it. */
public class VerifyChoiceLoopError {
  public static void main(String[] a) {
    boolean careless = Verify.getBoolean();
    int x = 0;
    for (;;) {
      if (Verify.getBoolean()) x = (x + 1) % 4;
      assert !(careless && x == 3) : "x reached 3";
      if (Verify.getBoolean()) break;
    }
  }
}
