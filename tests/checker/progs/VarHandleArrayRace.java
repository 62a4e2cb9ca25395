// verdict: error
// A plain read-modify-write of an array element against a VarHandle
// getAndAdd of the same element: the plain accesses must be scheduling
// points (checker/lockset.c ls_atomic), or the lost update is missed.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleArrayRace {
  static final VarHandle AA = MethodHandles.arrayElementVarHandle(int[].class);

  public static void main(String[] args) throws Exception {
    int[] a = new int[2];
    Thread t = new Thread(() -> { a[1] = a[1] + 10; });
    t.start();
    AA.getAndAdd(a, 1, 1);
    t.join();
    assert a[1] == 11 : "an update was lost: " + a[1];
  }
}
