import java.util.concurrent.locks.Lock;

/**
 * The seeded bug: when the element to remove is in the set, remove takes the
 * READ lock ("unlinking one node is a single write, sharing is enough"), so two
 * removals can run together and one of them is lost.
 */
public class RWLockCoarseGrainedListIntSetBuggy extends RWLockCoarseGrainedListIntSet {
  public boolean removeInt(int x) {
    Lock l = containsInt(x) ? lock.readLock() : lock.writeLock();
    l.lock();
    try {
      return unlink(x);
    } finally {
      l.unlock();
    }
  }
}
