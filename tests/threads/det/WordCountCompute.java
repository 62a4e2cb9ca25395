import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

// compute, computeIfAbsent, computeIfPresent, putIfAbsent, replace and remove
// on a ConcurrentHashMap from several threads.
public class WordCountCompute {
    public static void main(String[] args) throws Exception {
        String sentence = "the quick brown fox jumps over the lazy dog and the dog sleeps while the fox runs";
        String[] words = sentence.split(" ");
        ConcurrentHashMap<String, Integer> viaCompute = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, AtomicInteger> viaAbsent = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, List<String>> byLength = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, Integer> firstWriter = new ConcurrentHashMap<>();
        AtomicInteger initCalls = new AtomicInteger();
        int n = 3, rounds = 40;
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int r = 0; r < rounds; r++) {
                    for (String w : words) {
                        viaCompute.compute(w, (key, old) -> old == null ? 1 : old + 1);
                        viaAbsent.computeIfAbsent(w, key -> { initCalls.incrementAndGet(); return new AtomicInteger(); })
                                 .incrementAndGet();
                        byLength.computeIfAbsent(w.length(), key -> new ArrayList<>());
                        firstWriter.putIfAbsent(w, -1);
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (Map.Entry<String, Integer> e : new TreeMap<>(viaCompute).entrySet())
            System.out.println(e.getKey() + " compute=" + e.getValue() + " absent=" + viaAbsent.get(e.getKey()));
        System.out.println("init calls " + initCalls.get() + " distinct " + viaAbsent.size());
        System.out.println("lengths " + new TreeMap<>(byLength).keySet());
        System.out.println("firstWriter values all -1: " + !firstWriter.containsValue(0));
        viaCompute.computeIfPresent("the", (k, v) -> v * 10);
        viaCompute.computeIfPresent("cat", (k, v) -> 1);
        System.out.println("the " + viaCompute.get("the") + ", cat " + viaCompute.get("cat"));
        System.out.println("replace(fox,120,0) " + viaCompute.replace("fox", 120, 0) + " -> " + viaCompute.get("fox"));
        System.out.println("remove(dog,1) " + viaCompute.remove("dog", 1) + " remove(dog,240) " + viaCompute.remove("dog", 240));
        System.out.println("compute to null removes: " + (viaCompute.compute("lazy", (k, v) -> null) == null) + " " + viaCompute.containsKey("lazy"));
        System.out.println("size " + viaCompute.size());
    }
}
