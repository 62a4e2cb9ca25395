// verdict: ok
// depth: 2000
// stateless executions: 200
import gov.nasa.jpf.vm.Verify;

/* A thread that loops on data choices while another waits to run: the states
 * at the choices repeat, and the search must meet them again (JPF stores a
 * state at every choice) instead of going round deeper until a bound. */
public class VerifyChoiceLoop {
  static volatile int seen;

  public static void main(String[] a) throws Exception {
    Thread t = new Thread(new Runnable() {
      public void run() { seen = 1; }
    });
    t.start();
    int x = 0;
    for (;;) {
      if (Verify.getBoolean()) x = 1 - x;
      if (Verify.getBoolean()) break;
    }
    t.join();
    assert seen == 1 && (x == 0 || x == 1);
  }
}
