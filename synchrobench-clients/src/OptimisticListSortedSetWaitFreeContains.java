/**
 * Optimistic sorted linked-list set (Herlihy and Shavit, "The Art of
 * Multiprocessor Programming", 9.6): updates traverse without locks, lock pred
 * and curr, then validate that pred is still reachable and still points to
 * curr, and retry otherwise.  contains only traverses (no locks, no retries).
 */
public class OptimisticListSortedSetWaitFreeContains implements IntSet {
  static final class Node {
    final int key;
    volatile Node next;

    Node(int key, Node next) {
      this.key = key;
      this.next = next;
    }
  }

  final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

  /** Is pred reachable from head and is its successor curr? (locks held) */
  boolean validate(Node pred, Node curr) {
    Node n = head;
    while (n.key <= pred.key) {
      if (n == pred) return pred.next == curr;
      n = n.next;
    }
    return false;
  }

  boolean skipValidation(int x) {
    return false;
  }

  public boolean addInt(int x) {
    while (true) {
      Node pred = head, curr = pred.next;
      while (curr.key < x) {
        pred = curr;
        curr = curr.next;
      }
      synchronized (pred) {
        synchronized (curr) {
          if (validate(pred, curr)) {
            if (curr.key == x) return false;
            pred.next = new Node(x, curr);
            return true;
          }
        }
      }
    }
  }

  public boolean removeInt(int x) {
    while (true) {
      Node pred = head, curr = pred.next;
      while (curr.key < x) {
        pred = curr;
        curr = curr.next;
      }
      synchronized (pred) {
        synchronized (curr) {
          if (skipValidation(x) || validate(pred, curr)) {
            if (curr.key != x) return false;
            pred.next = curr.next;
            return true;
          }
        }
      }
    }
  }

  public boolean containsInt(int x) {
    Node curr = head.next;
    while (curr.key < x) curr = curr.next;
    return curr.key == x;
  }

  public int[] toArray() {
    int n = 0;
    for (Node c = head.next; c.next != null; c = c.next) n++;
    int[] out = new int[n];
    n = 0;
    for (Node c = head.next; c.next != null; c = c.next) out[n++] = c.key;
    return out;
  }
}
