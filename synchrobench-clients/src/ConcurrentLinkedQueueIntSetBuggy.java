/** Seeded bug: adding an odd key skips the add lock, so two adds of it can both succeed. */
public class ConcurrentLinkedQueueIntSetBuggy extends ConcurrentLinkedQueueIntSet {
  public boolean addInt(int x) {
    if ((x & 1) == 1) return addUnlocked(x);
    return super.addInt(x);
  }
}
