import java.util.concurrent.ConcurrentHashMap;

/** The IntMap operations done directly by java.util.concurrent.ConcurrentHashMap. */
public class ConcurrentHashMapIntMap implements IntMap {
  final ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<Integer, Integer>();

  public int putInt(int k, int v) {
    Integer old = m.put(k, v);
    return old == null ? -1 : old;
  }

  public int getInt(int k) {
    Integer v = m.get(k);
    return v == null ? -1 : v;
  }

  public int removeInt(int k) {
    Integer old = m.remove(k);
    return old == null ? -1 : old;
  }

  public int[] toArray() {
    int[] keys = new int[m.size()];
    int n = 0;
    for (Integer k : m.keySet()) keys[n++] = k;
    java.util.Arrays.sort(keys);
    int[] out = new int[2 * n];
    for (int i = 0; i < n; i++) {
      out[2 * i] = keys[i];
      out[2 * i + 1] = m.get(keys[i]);
    }
    return out;
  }
}
