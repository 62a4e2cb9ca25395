import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// Executors beyond the fixed pool: a cached pool, a scheduled pool (delayed,
// periodic then cancelled), invokeAll/invokeAny, shutdownNow's queued tasks,
// rejection after shutdown, pool statistics after termination, resizing.
public class PoolVariety {
    public static void main(String[] args) throws Exception {
        ExecutorService cached = Executors.newCachedThreadPool();
        List<Callable<Integer>> calls = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            final int n = i;
            calls.add(() -> n * n);
        }
        int sum = 0;
        for (Future<Integer> f : cached.invokeAll(calls)) sum += f.get();
        System.out.println("invokeAll sum " + sum);
        int any = cached.invokeAny(List.of(() -> 7, () -> 7));
        System.out.println("invokeAny " + any);
        cached.shutdown();
        System.out.println("cached terminated " + cached.awaitTermination(1, TimeUnit.MINUTES));

        ScheduledExecutorService sched = Executors.newScheduledThreadPool(1);
        ScheduledFuture<String> later = sched.schedule(() -> "later", 5, TimeUnit.MILLISECONDS);
        System.out.println("scheduled " + later.get());
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch three = new CountDownLatch(3);
        ScheduledFuture<?> rate = sched.scheduleAtFixedRate(() -> {
            ticks.incrementAndGet();
            three.countDown();
        }, 0, 1, TimeUnit.MILLISECONDS);
        three.await();
        rate.cancel(false);
        System.out.println("periodic ran at least 3: " + (ticks.get() >= 3) + " cancelled " + rate.isCancelled()
                + " done " + rate.isDone());
        sched.shutdown();
        System.out.println("sched terminated " + sched.awaitTermination(1, TimeUnit.MINUTES));

        ThreadPoolExecutor one = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
        CountDownLatch block = new CountDownLatch(1);
        AtomicBoolean interrupted = new AtomicBoolean();
        one.execute(() -> {
            try {
                block.await();
            } catch (InterruptedException e) {
                interrupted.set(true);
            }
        });
        one.execute(() -> System.out.println("never"));
        one.execute(() -> System.out.println("never either"));
        while (one.getActiveCount() == 0) Thread.sleep(1);
        List<Runnable> left = one.shutdownNow();
        System.out.println("shutdownNow returned " + left.size() + " queued; shutdown " + one.isShutdown());
        try {
            one.execute(() -> {});
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown: " + e.getClass().getSimpleName());
        }
        System.out.println("terminated " + one.awaitTermination(1, TimeUnit.MINUTES) + " " + one.isTerminated()
                + " pool " + one.getPoolSize() + " completed " + one.getCompletedTaskCount()
                + " largest " + one.getLargestPoolSize() + "; running task interrupted " + interrupted.get());

        ThreadPoolExecutor grow = new ThreadPoolExecutor(1, 4, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
        System.out.println("prestarted " + grow.prestartAllCoreThreads() + " core " + grow.getCorePoolSize());
        grow.setMaximumPoolSize(6);
        grow.setCorePoolSize(3);
        System.out.println("core " + grow.getCorePoolSize() + " max " + grow.getMaximumPoolSize() + " keepAlive "
                + grow.getKeepAliveTime(TimeUnit.MILLISECONDS) + " allows timeout " + grow.allowsCoreThreadTimeOut());
        grow.allowCoreThreadTimeOut(true);
        try {
            grow.setCorePoolSize(7);
        } catch (IllegalArgumentException e) {
            System.out.println("core above max: IllegalArgumentException");
        }
        Future<String> f = grow.submit(() -> "done");
        System.out.println(f.get() + " " + f.isDone());
        grow.shutdown();
        System.out.println("grow terminated " + grow.awaitTermination(1, TimeUnit.MINUTES) + " terminating "
                + grow.isTerminating());
    }
}
