import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/* ConcurrentHashMap's bulk reductions: of entries, and to double, long and
 * int of mappings, keys, values and entries.  Each basis is the identity of
 * its reducer: the JDK folds every subtask of a parallel reduction from it,
 * so another basis counts as many times as the JDK splits the work. */
public class ChmReductions {
  public static void main(String[] args) {
    ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
    for (int i = 0; i < 20; i++) m.put("k" + i, i * i);
    Map.Entry<String, Integer> max = m.reduceEntries(1, (a, b) -> a.getValue() >= b.getValue() ? a : b);
    System.out.println(max.getKey() + "=" + max.getValue());
    System.out.println(m.reduceEntries(1, e -> e.getKey().length(), Integer::sum));
    System.out.println(m.reduceToLong(1, (k, v) -> (long) v, 0L, Long::sum));
    System.out.println(m.reduceToInt(1, (k, v) -> k.length() + v, 7, Math::max));
    System.out.println(m.reduceToDouble(1, (k, v) -> v / 4.0, 0.0, Double::sum));
    System.out.println(m.reduceKeysToInt(1, String::length, 0, Integer::sum));
    System.out.println(m.reduceKeysToLong(1, k -> k.hashCode(), 0L, Long::max));
    System.out.println(m.reduceKeysToDouble(1, k -> k.length() / 2.0, 1.0, (a, b) -> a * b));
    System.out.println(m.reduceValuesToDouble(1, v -> v / 2.0, 0.0, Double::sum));
    System.out.println(m.reduceValuesToLong(1, v -> (long) v * v, 0L, Long::sum));
    System.out.println(m.reduceValuesToInt(1, v -> v % 7, 0, Integer::sum));
    System.out.println(m.reduceEntriesToLong(1, e -> e.getValue(), 0L, Long::sum));
    System.out.println(m.reduceEntriesToInt(1, e -> e.getKey().charAt(1), 0, Math::max));
    System.out.println(m.reduceEntriesToDouble(1, e -> e.getValue() + 0.25, 0.0, Double::sum));
    ConcurrentHashMap<String, Integer> empty = new ConcurrentHashMap<>();
    System.out.println(empty.reduceEntries(1, (a, b) -> a) + " " + empty.reduceToLong(1, (k, v) -> 1L, 42L, Long::sum));
    try {
      m.reduceToInt(1, null, 0, Integer::sum);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    try {
      m.reduceValuesToLong(1, v -> v, 0L, null);
    } catch (NullPointerException e) {
      System.out.println("NPE values");
    }
  }
}
