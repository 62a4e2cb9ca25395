// verdict: ok
// Two threads call a synchronized method through one method handle
// (findVirtual, invokeExact): the monitor is the interpreter's, so no
// update is lost on any interleaving (session 27: MethodHandle).
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleSynced {
  int n;

  synchronized void inc() {
    n++;
  }

  public static void main(String[] args) throws Throwable {
    final MethodHandle inc = MethodHandles.lookup()
        .findVirtual(MethodHandleSynced.class, "inc", MethodType.methodType(void.class));
    final MethodHandleSynced o = new MethodHandleSynced();
    Runnable r = new Runnable() {
      public void run() {
        try {
          inc.invokeExact(o);
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
    synchronized (o) {
      if (o.n != 2) throw new AssertionError("lost update");
    }
  }
}
