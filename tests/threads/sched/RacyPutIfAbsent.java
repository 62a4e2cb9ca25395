import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

// containsKey-then-put on a synchronized map is not atomic: one or two puts,
// and the last writer's value stays.
public class RacyPutIfAbsent {
    public static void main(String[] args) throws Exception {
        Map<String, String> map = Collections.synchronizedMap(new HashMap<>());
        AtomicInteger puts = new AtomicInteger();
        Runnable a = () -> { if (!map.containsKey("k")) { map.put("k", "A"); puts.incrementAndGet(); } };
        Runnable b = () -> { if (!map.containsKey("k")) { map.put("k", "B"); puts.incrementAndGet(); } };
        Thread ta = new Thread(a), tb = new Thread(b);
        ta.start(); tb.start();
        ta.join(); tb.join();
        System.out.println("value=" + map.get("k") + " puts=" + puts.get());
    }
}
