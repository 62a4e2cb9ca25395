// verdict: error
// Java PathFinder's Verify.getIntFromList and Verify.random: every value is
// explored, so the one the assertion rejects is found.
import gov.nasa.jpf.vm.Verify;

public class VerifyListChoice {
  public static void main(String[] args) {
    int a = Verify.getIntFromList(3, 5, 7);
    int b = Verify.random(2);
    assert a + b != 9 : "a = " + a + ", b = " + b;
  }
}
