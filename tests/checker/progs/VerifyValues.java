// verdict: error
// Java PathFinder's Verify.putValue/getValue and bit sets are not restored
// when the search backtracks: over the five values of the choice every bit
// gets set, and the value put on an earlier path is seen on a later one, so
// the assertion fails on the last path explored (were they part of the state,
// each path would see one bit and NO_VALUE).
import gov.nasa.jpf.vm.Verify;

public class VerifyValues {
  public static void main(String[] args) {
    int x = Verify.getInt(0, 4);
    int before = Verify.getValue("last");
    Verify.putValue("last", x);
    assert Verify.getValue("last") == x;
    Verify.setBitInBitSet(7, x, true);
    Verify.setBitInBitSet(7, 100 + x, true);
    Verify.setBitInBitSet(7, 100 + x, false);
    int seen = 0;
    for (int i = 0; i < 5; i++) {
      if (Verify.getBitInBitSet(7, i)) seen++;
      assert !Verify.getBitInBitSet(7, 100 + i);
    }
    assert !Verify.getBitInBitSet(8, 3);
    assert Verify.getValue("never") == Verify.NO_VALUE;
    // the error needs all three: check, every path's bit kept, and a value put before
    assert !(Verify.isRunningInJPF() && seen == 5 && before != Verify.NO_VALUE)
        : "bits " + seen + " at x = " + x + " after " + before;
  }
}
