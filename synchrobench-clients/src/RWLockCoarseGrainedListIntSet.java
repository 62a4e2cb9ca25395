import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A sorted linked-list set guarded by one read-write lock: readers share it,
 * updates take it exclusively (Synchrobench's RWLockCoarseGrainedListIntSet
 * algorithm, written here).
 */
public class RWLockCoarseGrainedListIntSet implements IntSet {
  static final class Node {
    final int value;
    Node next;

    Node(int value, Node next) {
      this.value = value;
      this.next = next;
    }
  }

  final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));
  final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();

  public boolean addInt(int x) {
    lock.writeLock().lock();
    try {
      Node pred = head, curr = head.next;
      while (curr.value < x) {
        pred = curr;
        curr = curr.next;
      }
      if (curr.value == x) return false;
      pred.next = new Node(x, curr);
      return true;
    } finally {
      lock.writeLock().unlock();
    }
  }

  public boolean removeInt(int x) {
    lock.writeLock().lock();
    try {
      return unlink(x);
    } finally {
      lock.writeLock().unlock();
    }
  }

  boolean unlink(int x) {
    Node pred = head, curr = head.next;
    while (curr.value < x) {
      pred = curr;
      curr = curr.next;
    }
    if (curr.value != x) return false;
    pred.next = curr.next;
    return true;
  }

  public boolean containsInt(int x) {
    lock.readLock().lock();
    try {
      Node curr = head.next;
      while (curr.value < x) curr = curr.next;
      return curr.value == x;
    } finally {
      lock.readLock().unlock();
    }
  }

  public int[] toArray() {
    int n = 0;
    for (Node c = head.next; c.next != null; c = c.next) n++;
    int[] out = new int[n];
    n = 0;
    for (Node c = head.next; c.next != null; c = c.next) out[n++] = c.value;
    return out;
  }
}
