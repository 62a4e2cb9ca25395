import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Michael and Scott's non-blocking FIFO queue (PODC 1996): a linked list with
 * a sentinel; enqueue CASes the last node's next then swings tail; dequeue
 * swings head; a lagging tail is helped forward.
 */
public class MichaelScottQueue implements IntQueue {
  static final class Node {
    final int value;
    volatile Node next;

    Node(int value) {
      this.value = value;
    }
  }

  volatile Node head, tail;

  static final AtomicReferenceFieldUpdater<Node, Node> NEXT =
      AtomicReferenceFieldUpdater.newUpdater(Node.class, Node.class, "next");
  static final AtomicReferenceFieldUpdater<MichaelScottQueue, Node> HEAD =
      AtomicReferenceFieldUpdater.newUpdater(MichaelScottQueue.class, Node.class, "head");
  static final AtomicReferenceFieldUpdater<MichaelScottQueue, Node> TAIL =
      AtomicReferenceFieldUpdater.newUpdater(MichaelScottQueue.class, Node.class, "tail");

  public MichaelScottQueue() {
    head = tail = new Node(-1);
  }

  /** Appends n after last if last is still the end (buggy variant overrides). */
  boolean link(Node last, Node n) {
    return NEXT.compareAndSet(last, null, n);
  }

  public boolean enqueue(int x) {
    Node n = new Node(x);
    while (true) {
      Node last = tail;
      Node next = last.next;
      if (last != tail) continue;
      if (next == null) {
        if (link(last, n)) {
          TAIL.compareAndSet(this, last, n);
          return true;
        }
      } else {
        TAIL.compareAndSet(this, last, next);
      }
    }
  }

  public int dequeue() {
    while (true) {
      Node first = head, last = tail, next = first.next;
      if (first != head) continue;
      if (first == last) {
        if (next == null) return -1;
        TAIL.compareAndSet(this, last, next);
      } else {
        int v = next.value;
        if (HEAD.compareAndSet(this, first, next)) return v;
      }
    }
  }

  public int[] toArray() {
    int n = 0;
    for (Node c = head.next; c != null; c = c.next) n++;
    int[] out = new int[n];
    n = 0;
    for (Node c = head.next; c != null; c = c.next) out[n++] = c.value;
    return out;
  }
}
