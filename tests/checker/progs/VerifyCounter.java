// verdict: error
// Java PathFinder's Verify counters are not restored when the search
// backtracks: over the five values of the choice the counter reaches 5 and
// the assertion fails (were it part of the state, each path would see 1).
import gov.nasa.jpf.vm.Verify;

public class VerifyCounter {
  public static void main(String[] args) {
    int x = Verify.getInt(0, 4);
    int n = Verify.incrementCounter(3);
    // the error needs both: isRunningInJPF true under check, and the count kept
    assert !(Verify.isRunningInJPF() && n >= 5) : "counter " + n + " at x = " + x;
  }
}
