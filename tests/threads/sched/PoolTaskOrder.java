import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// Two tasks on a two-thread pool record the order in which they ran.
public class PoolTaskOrder {
    public static void main(String[] args) throws Exception {
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.execute(() -> order.add(1));
        pool.execute(() -> order.add(2));
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println(order);
    }
}
