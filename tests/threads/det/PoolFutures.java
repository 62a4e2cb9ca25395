import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// newFixedThreadPool: submit Callables and Runnables, invokeAll, shutdown,
// awaitTermination.
public class PoolFutures {
    static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> fs = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            final int n = i + 5;
            fs.add(pool.submit(() -> fib(n)));
        }
        for (int i = 0; i < fs.size(); i++) System.out.println("fib(" + (i + 5) + ") = " + fs.get(i).get());
        AtomicInteger ran = new AtomicInteger();
        Future<?> rf = pool.submit(() -> { ran.incrementAndGet(); });
        System.out.println("runnable future -> " + rf.get() + ", ran " + ran.get() + ", done " + rf.isDone());
        Future<String> withResult = pool.submit(() -> { ran.incrementAndGet(); }, "fixed");
        System.out.println("runnable with result -> " + withResult.get());
        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            final int k = i;
            tasks.add(() -> "task" + k + ":" + (k * k));
        }
        List<Future<String>> all = pool.invokeAll(tasks);
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : all) sb.append(f.get()).append(f.isDone() ? " " : "? ");
        System.out.println("invokeAll " + sb.toString().trim());
        for (int i = 0; i < 20; i++) pool.execute(ran::incrementAndGet);
        pool.shutdown();
        System.out.println("isShutdown " + pool.isShutdown());
        System.out.println("awaitTermination " + pool.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println("isTerminated " + pool.isTerminated());
        System.out.println("ran " + ran.get());
    }
}
