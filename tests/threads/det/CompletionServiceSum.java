import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// ExecutorCompletionService: results are taken in completion order (which
// varies), so they are collected and sorted before printing.
public class CompletionServiceSum {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletionService<Integer> cs = new ExecutorCompletionService<>(pool);
        for (int i = 1; i <= 10; i++) {
            final int k = i;
            cs.submit(() -> {
                int s = 0;
                for (int j = 1; j <= k * 100; j++) s += j % 7;
                return s;
            });
        }
        List<Integer> results = new ArrayList<>();
        for (int i = 0; i < 10; i++) results.add(cs.take().get());
        Collections.sort(results);
        System.out.println("results " + results);
        int sum = 0;
        for (int r : results) sum += r;
        System.out.println("sum " + sum);
        System.out.println("poll when drained " + cs.poll());
        System.out.println("timed poll when drained " + cs.poll(20, TimeUnit.MILLISECONDS));
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
