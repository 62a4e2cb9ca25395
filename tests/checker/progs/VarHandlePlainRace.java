// verdict: error
// A plain write of a field against a VarHandle getAndAdd of the same field:
// a data race whatever locks either thread holds.  The lockset analysis saw
// only plain accesses, so the plain write never became a scheduling point
// and the reduced strategies ran it in one order (a helper's finding,
// session 25): an atomic access now counts as one with no lock held against
// a plain one (checker/lockset.c ls_atomic).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandlePlainRace {
  static final class Cell {
    int f;
  }

  static final VarHandle F;

  static {
    try {
      F = MethodHandles.lookup().findVarHandle(Cell.class, "f", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  public static void main(String[] args) throws Exception {
    Cell c = new Cell();
    Thread t = new Thread(() -> { c.f = 10; });
    t.start();
    F.getAndAdd(c, 1);
    t.join();
    assert c.f == 11 : "the plain write came after the add: " + c.f;
  }
}
