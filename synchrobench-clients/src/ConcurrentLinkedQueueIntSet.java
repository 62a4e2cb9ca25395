import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A set kept as the elements of a java.util.concurrent.ConcurrentLinkedQueue.
 * remove and contains are the queue's own lock-free operations; add is a
 * check-then-append, so adds are serialized by a lock (a remove can only make
 * an absent element stay absent, so the check stays valid under the lock).
 */
public class ConcurrentLinkedQueueIntSet implements IntSet {
  final ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<Integer>();
  final Object addLock = new Object();

  public boolean addInt(int x) {
    synchronized (addLock) {
      return addUnlocked(x);
    }
  }

  boolean addUnlocked(int x) {
    Integer v = Integer.valueOf(x);
    if (q.contains(v)) return false;
    q.add(v);
    return true;
  }

  public boolean removeInt(int x) {
    return q.remove(Integer.valueOf(x));
  }

  public boolean containsInt(int x) {
    return q.contains(Integer.valueOf(x));
  }

  public int[] toArray() {
    Object[] a = q.toArray();
    int[] out = new int[a.length];
    for (int i = 0; i < a.length; i++) out[i] = (Integer) a[i];
    java.util.Arrays.sort(out);
    return out;
  }
}
