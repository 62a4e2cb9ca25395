// Verify.storeTraceIf with a file: every path where the condition holds is
// written there as a trace for jpor replay (the last one stays), and the
// search goes on.  Verify's print helpers print under run as under java.
import gov.nasa.jpf.vm.Verify;

public class VerifyStore {
  public static void main(String[] args) {
    int x = Verify.getInt(0, 2);
    boolean b = Verify.getBoolean();
    Verify.print("x", x);
    Verify.println();
    Verify.print("b", b);
    Verify.println();
    Verify.print("a", "b", "c");
    Verify.println("!");
    Verify.threadPrintln("done");
    Verify.assertTrue("x in range", x >= 0 && x <= 2);
    Verify.storeTraceIf(x == 2 && b, args.length > 0 ? args[0] : null, "x = 2, b");
  }
}
