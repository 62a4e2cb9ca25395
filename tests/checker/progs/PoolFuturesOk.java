// verdict: ok
// stateless: skip (a pool's workers wait for tasks in loops: every path is long)
/* Two tasks on a pool of two workers, their futures, shutdown and
 * awaitTermination: the sum is always 3.  jlib's ThreadPoolExecutor and
 * FutureTask guard their state with a monitor, read under it several fields
 * at once (the JDK's are lock-free: dozens of volatile accesses, each a
 * scheduling point): dl-spor proves it in 35 k states, where it took 670 k
 * before (checker.pool_states bounds it). */
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class PoolFuturesOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicInteger n = new AtomicInteger();
        Future<Integer> a = pool.submit(() -> n.incrementAndGet());
        Future<Integer> b = pool.submit(() -> n.incrementAndGet());
        int sum = a.get() + b.get();
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES); // may time out under check, as it may in java
        assert sum == 3 : "sum " + sum;
    }
}
