/** Seeded bug: put of an odd key reads the old value, then puts: two puts can return the same old value. */
public class ConcurrentHashMapIntMapBuggy extends ConcurrentHashMapIntMap {
  public int putInt(int k, int v) {
    if ((k & 1) == 0) return super.putInt(k, v);
    Integer old = m.get(k);
    m.put(k, v);
    return old == null ? -1 : old;
  }
}
