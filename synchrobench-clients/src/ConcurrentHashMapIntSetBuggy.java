/** Seeded bug: adding an odd key is a check-then-put instead of putIfAbsent. */
public class ConcurrentHashMapIntSetBuggy extends ConcurrentHashMapIntSet {
  public boolean addInt(int x) {
    if ((x & 1) == 0) return super.addInt(x);
    if (m.containsKey(x)) return false;
    m.put(x, x);
    return true;
  }
}
