// verdict: error
// stateless: skip none (each action of the lookups is a transition of the unreduced search: about 6,000 deep, and 5000 executions do not reach the lost update)
// Two threads increment a field through method handles (findGetter, then
// findSetter): the read and the write are the interpreter's own, inside the
// handles' synthesized invokers, so the checker sees the race and the lost
// update (session 27: MethodHandle).
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleLostUpdate {
  int n;

  public static void main(String[] args) throws Throwable {
    MethodHandles.Lookup l = MethodHandles.lookup();
    final MethodHandle get = l.findGetter(MethodHandleLostUpdate.class, "n", int.class);
    final MethodHandle set = l.findSetter(MethodHandleLostUpdate.class, "n", int.class);
    final MethodHandleLostUpdate o = new MethodHandleLostUpdate();
    Runnable r = new Runnable() {
      public void run() {
        try {
          int v = (int) get.invokeExact(o);
          set.invokeExact(o, v + 1);
        } catch (Throwable e) {
          throw new RuntimeException(e);
        }
      }
    };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    if ((int) get.invokeExact(o) != 2) throw new AssertionError("lost update");
  }
}
