// verdict: ok
// The rest of Java PathFinder's everyday Verify API runs unchanged:
// isCalledFromClass asks about the method that calls it, isShared about
// what another thread can reach, and busyWait, breakTransition, log,
// setProperties and currentTimeMillis are accepted.
import gov.nasa.jpf.vm.Verify;

public class VerifyApi {
  static Object published;
  int count;

  static boolean fromHere() {
    return Verify.isCalledFromClass("VerifyApi");
  }

  static class Other {
    static boolean ask() {
      return Verify.isCalledFromClass("VerifyApi");
    }
  }

  public static void main(String[] args) throws InterruptedException {
    assert fromHere();
    assert !Other.ask();
    assert Verify.isCalledFromClass("java.lang.Object");
    assert !Verify.isCalledFromClass("no.such.Class");
    Object mine = new Object();
    assert !Verify.isShared(mine);
    assert !Verify.isShared(null);
    published = new Object();
    assert Verify.isShared(published) == Verify.isRunningInJPF();
    VerifyApi box = new VerifyApi();
    Thread t = new Thread(() -> {
      synchronized (box) {
        box.count++;
      }
    });
    t.start();
    assert Verify.isShared(box) == Verify.isRunningInJPF();
    Verify.busyWait(1000);
    Verify.breakTransition("here");
    Verify.log("test", Verify.INFO, "not printed");
    Verify.log("test", Verify.SEVERE, "not printed %s", "either");
    Verify.setProperties("search.class=whatever");
    assert Verify.currentTimeMillis() > 0;
    synchronized (box) {
      box.count++;
    }
    t.join();
    assert box.count == 2;
  }
}
