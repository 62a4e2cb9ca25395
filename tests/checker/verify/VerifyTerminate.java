// Java PathFinder's Verify.storeTraceAndTerminateIf, as its Crossing example
// uses it: the search ends at the first path where the condition holds, and
// the report shows that path.  The assertion fails only on a path the search
// meets after it (x = 3): no error is reported.
import gov.nasa.jpf.vm.Verify;

public class VerifyTerminate {
  static int shared;

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> shared++);
    t.start();
    shared++;
    t.join();
    int x = Verify.getInt(0, 3);
    Verify.print("x", x);
    Verify.println();
    Verify.printPathOutput("path");
    Verify.storeTraceAndTerminateIf(x == 1 && shared == 2, null, null);
    assert x != 3 : "x = 3";
  }
}
