import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Failing tasks, cancellation, timed get, rejection after shutdown, shutdownNow.
public class PoolExceptions {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> bad = pool.submit(() -> { if (true) throw new IllegalStateException("task failed"); return 1; });
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException caused by " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        System.out.println("bad done " + bad.isDone() + " cancelled " + bad.isCancelled());

        CountDownLatch gate = new CountDownLatch(1);
        Future<String> slow = pool.submit(() -> { gate.await(); return "slow done"; });
        try {
            slow.get(50, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed get: TimeoutException");
        }
        gate.countDown();
        System.out.println(slow.get());

        CountDownLatch hold = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(2);
        pool.submit(() -> { started.countDown(); hold.await(); return null; });
        pool.submit(() -> { started.countDown(); hold.await(); return null; });
        started.await();
        Future<String> queued = pool.submit(() -> "never");
        System.out.println("cancel queued " + queued.cancel(false) + " isCancelled " + queued.isCancelled() + " isDone " + queued.isDone());
        try {
            queued.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled: CancellationException");
        }
        System.out.println("cancel again " + queued.cancel(true));
        hold.countDown();

        pool.shutdown();
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: RejectedExecutionException");
        }
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));

        ExecutorService pool2 = Executors.newFixedThreadPool(1);
        CountDownLatch running = new CountDownLatch(1);
        Future<String> sleeper = pool2.submit(() -> {
            running.countDown();
            try {
                Thread.sleep(100000);
                return "woke normally";
            } catch (InterruptedException e) {
                return "interrupted";
            }
        });
        for (int i = 0; i < 3; i++) pool2.submit(() -> 0);
        running.await();
        List<Runnable> pending = pool2.shutdownNow();
        System.out.println("shutdownNow returned " + pending.size() + " pending tasks");
        System.out.println("sleeper -> " + sleeper.get());
        System.out.println("pool2 terminated " + pool2.awaitTermination(5, TimeUnit.SECONDS));
    }
}
