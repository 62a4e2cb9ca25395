/**
 * Lazy sorted linked-list set (Heller, Herlihy, Luchangco, Moir, Scherer,
 * Shavit, OPODIS 2005): remove marks the node (logical deletion) before
 * unlinking it; updates lock pred and curr and validate that neither is marked
 * and that pred still points to curr; contains is wait-free and reads the mark.
 */
public class LazyListIntSet implements IntSet {
  static final class Node {
    final int key;
    volatile Node next;
    volatile boolean marked;

    Node(int key, Node next) {
      this.key = key;
      this.next = next;
    }
  }

  final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

  boolean validate(Node pred, Node curr, int x) {
    return !pred.marked && !curr.marked && pred.next == curr;
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
          if (validate(pred, curr, x)) {
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
          if (validate(pred, curr, x)) {
            if (curr.key != x) return false;
            curr.marked = true;
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
    return curr.key == x && !curr.marked;
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
