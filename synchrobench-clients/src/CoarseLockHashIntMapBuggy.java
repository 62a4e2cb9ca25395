/** Seeded bug: removing an odd key does not take the lock. */
public class CoarseLockHashIntMapBuggy extends CoarseLockHashIntMap {
  public int removeInt(int k) {
    if ((k & 1) == 0) return super.removeInt(k);
    return removeUnlocked(k);
  }
}
