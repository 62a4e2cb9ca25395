import java.util.concurrent.atomic.AtomicReference;

/* Treiber's lock-free stack: two threads push two values each, a third pops
 * twice; every value pushed is popped at most once and the rest remain. */
public class TreiberStack3 {
  static final class Node {
    final int value;
    Node next;

    Node(int value) {
      this.value = value;
    }
  }

  final AtomicReference<Node> top = new AtomicReference<>();

  void push(int v) {
    Node n = new Node(v);
    for (;;) {
      Node t = top.get();
      n.next = t;
      if (top.compareAndSet(t, n)) return;
    }
  }

  int pop() {
    for (;;) {
      Node t = top.get();
      if (t == null) return -1;
      if (top.compareAndSet(t, t.next)) return t.value;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    TreiberStack3 s = new TreiberStack3();
    int[] popped = new int[2];
    Thread a = new Thread(() -> { s.push(1); s.push(2); });
    Thread b = new Thread(() -> { s.push(3); s.push(4); });
    Thread c = new Thread(() -> { popped[0] = s.pop(); popped[1] = s.pop(); });
    a.start(); b.start(); c.start();
    a.join(); b.join(); c.join();
    boolean[] seen = new boolean[5];
    for (int v : popped) {
      if (v == -1) continue;
      if (seen[v]) throw new AssertionError("popped twice: " + v);
      seen[v] = true;
    }
    for (int v; (v = s.pop()) != -1; ) {
      if (seen[v]) throw new AssertionError("twice: " + v);
      seen[v] = true;
    }
    for (int v = 1; v <= 4; v++)
      if (!seen[v]) throw new AssertionError("lost: " + v);
  }
}
