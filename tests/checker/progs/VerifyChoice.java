// verdict: error
import gov.nasa.jpf.vm.Verify;
public class VerifyChoice {

  public static void main(String[] a) {
    int x = Verify.getInt(0, 5);
    boolean b = Verify.getBoolean();
    assert !(x == 4 && b) : "found x=4 and b";
  }
}
