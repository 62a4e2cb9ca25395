// verdict: ok
import jpor.Verify;
public class VerifyAssume {

  public static void main(String[] a) {
    int x = Verify.getInt(0, 9);
    Verify.assume(x % 2 == 0);
    assert x % 2 == 0;
  }
}
