// verdict: error
// Two threads increment a field through a VarHandle with getVolatile then
// setVolatile, not getAndAdd: one increment can be lost.  The accesses are
// natives of the handle's access modes, each one action (natives/varhandle.c).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleLostUpdate {
  int count;
  static final VarHandle COUNT;

  static {
    try {
      COUNT = MethodHandles.lookup().findVarHandle(VarHandleLostUpdate.class, "count", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  void inc() {
    int v = (int)COUNT.getVolatile(this);
    COUNT.setVolatile(this, v + 1);
  }

  public static void main(String[] args) throws Exception {
    VarHandleLostUpdate c = new VarHandleLostUpdate();
    Thread t = new Thread(c::inc);
    t.start();
    c.inc();
    t.join();
    assert (int) COUNT.get(c) == 2 : "lost update: " + c.count;
  }
}
