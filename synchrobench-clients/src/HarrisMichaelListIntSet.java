import java.util.concurrent.atomic.AtomicMarkableReference;

/**
 * Lock-free sorted linked-list set (Harris, DISC 2001, with Michael's
 * physical-removal-during-search, SPAA 2002; as in Herlihy and Shavit 9.8):
 * the mark bit of a node's next reference says the node is logically deleted;
 * find unlinks marked nodes with CAS on the way.
 */
public class HarrisMichaelListIntSet implements IntSet {
  static final class Node {
    final int key;
    final AtomicMarkableReference<Node> next;

    Node(int key, Node next) {
      this.key = key;
      this.next = new AtomicMarkableReference<Node>(next, false);
    }
  }

  final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));


  /** Returns {pred, curr}; unlinks marked nodes met on the way. */
  Node[] find(int x) {
    boolean[] marked = {false};
    retry:
    while (true) {
      Node p = head;
      Node c = p.next.getReference();
      while (true) {
        Node succ = c.next.get(marked);
        while (marked[0]) {
          if (!p.next.compareAndSet(c, succ, false, false)) continue retry;
          c = succ;
          succ = c.next.get(marked);
        }
        if (c.key >= x) return new Node[] {p, c};
        p = c;
        c = succ;
      }
    }
  }

  public boolean addInt(int x) {
    while (true) {
      Node[] w = find(x);
      Node p = w[0], c = w[1];
      if (c.key == x) return false;
      Node n = new Node(x, c);
      if (p.next.compareAndSet(c, n, false, false)) return true;
    }
  }

  /** The logical deletion: marks c's next reference if it is still succ, unmarked. */
  boolean mark(Node c, Node succ, int x) {
    return c.next.compareAndSet(succ, succ, false, true);
  }

  public boolean removeInt(int x) {
    while (true) {
      Node[] w = find(x);
      Node p = w[0], c = w[1];
      if (c.key != x) return false;
      Node succ = c.next.getReference();
      if (!mark(c, succ, x)) continue;
      p.next.compareAndSet(c, succ, false, false);
      return true;
    }
  }

  public boolean containsInt(int x) {
    Node c = head.next.getReference();
    while (c.key < x) c = c.next.getReference();
    return c.key == x && !c.next.isMarked();
  }

  public int[] toArray() {
    int n = 0;
    for (Node c = head.next.getReference(); c.key != Integer.MAX_VALUE; c = c.next.getReference()) n++;
    int[] out = new int[n];
    n = 0;
    for (Node c = head.next.getReference(); c.key != Integer.MAX_VALUE; c = c.next.getReference())
      out[n++] = c.key;
    return out;
  }
}
