// verdict: error
// stateless executions: 300000
// stateless: skip none (plain enumeration reaches the race after 496,861 executions)
import java.util.HashMap;
public class PutIfAbsentRace {

  static final HashMap<String, Integer> map = new HashMap<>();
  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { if (!map.containsKey("k")) map.put("k", 1); } });
    Thread t2 = new Thread(new Runnable() { public void run() { if (!map.containsKey("k")) map.put("k", 2); } });
    t1.start(); t2.start(); t1.join(); t2.join();
    assert map.get("k") == 1 || map.get("k") == 2;
    assert map.size() == 1;
    int first = map.get("k");
    assert first == 1 : "second writer overwrote: " + first;
  }
}
