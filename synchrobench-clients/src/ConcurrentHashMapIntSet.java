import java.util.concurrent.ConcurrentHashMap;

/** A set kept as the keys of a java.util.concurrent.ConcurrentHashMap. */
public class ConcurrentHashMapIntSet implements IntSet {
  final ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<Integer, Integer>();

  public boolean addInt(int x) {
    return m.putIfAbsent(x, x) == null;
  }

  public boolean removeInt(int x) {
    return m.remove(x) != null;
  }

  public boolean containsInt(int x) {
    return m.containsKey(x);
  }

  public int[] toArray() {
    int[] out = new int[m.size()];
    int n = 0;
    for (Integer k : m.keySet()) out[n++] = k;
    java.util.Arrays.sort(out);
    return out;
  }
}
