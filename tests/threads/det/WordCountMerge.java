import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

// Word counts in a ConcurrentHashMap with merge(), from 4 threads each counting
// a slice of a generated text; results printed in sorted order.
public class WordCountMerge {
    static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
        "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"};

    public static void main(String[] args) throws Exception {
        String[] text = new String[4000];
        int x = 17;
        for (int i = 0; i < text.length; i++) {
            x = (x * 31 + 7) % 1009;
            text[i] = WORDS[x % WORDS.length] + (x % 3 == 0 ? "" : "");
        }
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, Long> lengths = new ConcurrentHashMap<>();
        int n = 4;
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int lo = k * text.length / n, hi = (k + 1) * text.length / n;
            ts[k] = new Thread(() -> {
                for (int i = lo; i < hi; i++) {
                    counts.merge(text[i], 1, Integer::sum);
                    lengths.merge(text[i].substring(0, 1), (long) text[i].length(), Long::sum);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        Map<String, Integer> sorted = new TreeMap<>(counts);
        int total = 0;
        for (Map.Entry<String, Integer> e : sorted.entrySet()) {
            System.out.println(e.getKey() + " " + e.getValue());
            total += e.getValue();
        }
        System.out.println("distinct " + counts.size() + " total " + total);
        System.out.println("by first letter " + new TreeMap<>(lengths));
        // sequential check
        Map<String, Integer> seq = new TreeMap<>();
        for (String w : text) seq.merge(w, 1, Integer::sum);
        System.out.println("matches sequential: " + seq.equals(sorted));
        System.out.println("getOrDefault missing " + counts.getOrDefault("omega", -1));
        System.out.println("containsKey pi " + counts.containsKey("pi"));
        counts.merge("pi", 0, (a, b) -> null);
        System.out.println("after merge to null, containsKey pi " + counts.containsKey("pi"));
    }
}
