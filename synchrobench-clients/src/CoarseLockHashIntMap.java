import java.util.concurrent.locks.ReentrantLock;

/** A chained hash map (two buckets, so that keys of equal parity share a chain) guarded by one ReentrantLock. */
public class CoarseLockHashIntMap implements IntMap {
  static final class Entry {
    final int key;
    int value;
    Entry next;

    Entry(int key, int value, Entry next) {
      this.key = key;
      this.value = value;
      this.next = next;
    }
  }

  final Entry[] buckets = new Entry[2];
  final ReentrantLock lock = new ReentrantLock();

  static int index(int k) {
    return k & 1;
  }

  public int putInt(int k, int v) {
    lock.lock();
    try {
      for (Entry e = buckets[index(k)]; e != null; e = e.next) {
        if (e.key == k) {
          int old = e.value;
          e.value = v;
          return old;
        }
      }
      buckets[index(k)] = new Entry(k, v, buckets[index(k)]);
      return -1;
    } finally {
      lock.unlock();
    }
  }

  public int getInt(int k) {
    lock.lock();
    try {
      for (Entry e = buckets[index(k)]; e != null; e = e.next) if (e.key == k) return e.value;
      return -1;
    } finally {
      lock.unlock();
    }
  }

  public int removeInt(int k) {
    lock.lock();
    try {
      return removeUnlocked(k);
    } finally {
      lock.unlock();
    }
  }

  int removeUnlocked(int k) {
    Entry prev = null;
    for (Entry e = buckets[index(k)]; e != null; prev = e, e = e.next) {
      if (e.key == k) {
        if (prev == null) buckets[index(k)] = e.next;
        else prev.next = e.next;
        return e.value;
      }
    }
    return -1;
  }

  public int[] toArray() {
    int n = 0;
    for (Entry b : buckets) for (Entry e = b; e != null; e = e.next) n++;
    int[] keys = new int[n];
    n = 0;
    for (Entry b : buckets) for (Entry e = b; e != null; e = e.next) keys[n++] = e.key;
    java.util.Arrays.sort(keys);
    int[] out = new int[2 * n];
    for (int i = 0; i < n; i++) {
      out[2 * i] = keys[i];
      out[2 * i + 1] = getInt(keys[i]);
    }
    return out;
  }
}
