// verdict: ok
// A Treiber stack on a VarHandle: two threads push with compareAndSet loops
// while main pops once; every pushed value is popped or left, exactly once.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleTreiber {
  static final class Node {
    final int value;
    Node next;

    Node(int value) { this.value = value; }
  }

  volatile Node top;
  static final VarHandle TOP;

  static {
    try {
      TOP = MethodHandles.lookup().findVarHandle(VarHandleTreiber.class, "top", Node.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  void push(int v) {
    Node n = new Node(v);
    do {
      n.next = (Node)TOP.getVolatile(this);
    } while (!TOP.compareAndSet(this, n.next, n));
  }

  int pop() {
    Node t;
    do {
      t = (Node)TOP.getAcquire(this);
      if (t == null) return 0;
    } while (!TOP.weakCompareAndSetRelease(this, t, t.next));
    return t.value;
  }

  public static void main(String[] args) throws Exception {
    VarHandleTreiber s = new VarHandleTreiber();
    Thread a = new Thread(() -> s.push(1)), b = new Thread(() -> s.push(2));
    a.start();
    b.start();
    int popped = s.pop();
    a.join();
    b.join();
    int sum = popped, n = popped == 0 ? 0 : 1;
    for (Node x = s.top; x != null; x = x.next) {
      sum += x.value;
      n++;
    }
    assert sum == 3 && n == 2 : "lost or repeated: sum " + sum + ", " + n + " values";
  }
}
