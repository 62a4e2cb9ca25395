import java.util.concurrent.ConcurrentHashMap;

/* Two threads put into a new ConcurrentHashMap at once.  The JDK's map of
 * two entries keeps its first table (16 bins, threshold 12) whoever makes
 * it: a thread that finds the table made sees its threshold too.  jlib's
 * made the table before it set the threshold, so a thread that saw the
 * table took it for full (the threshold still 0) and doubled it, once or
 * twice: three to six times the states on the map clients of
 * synchrobench-clients, and final states the JDK never reaches. */
public class ChmInitRace {
  static final ConcurrentHashMap<Integer, Integer> M = new ConcurrentHashMap<>();
  static int a, b;

  public static void main(String[] args) throws Exception {
    Thread t1 = new Thread(() -> a = M.merge(1, 10, Integer::sum));
    Thread t2 = new Thread(() -> {
      Integer r = M.putIfAbsent(1, 5);
      b = r == null ? -1 : r;
    });
    t1.start();
    t2.start();
    M.putIfAbsent(2, 7);
    t1.join();
    t2.join();
    assert M.size() == 2 && M.get(2) == 7 && (a == 15 && b == -1 || a == 10 && b == 10);
  }
}
