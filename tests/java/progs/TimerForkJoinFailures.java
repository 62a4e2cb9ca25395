import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;

/** A Timer task's exception ends its timer thread; a ForkJoinPool.execute task's ends its worker, which is replaced. */
public class TimerForkJoinFailures {
    public static void main(String[] a) throws Exception {
        Timer t = new Timer();
        t.schedule(new TimerTask() {
            @Override
            public void run() {
                throw new IllegalStateException("in timer");
            }
        }, 10);
        Thread.sleep(200);
        try {
            t.schedule(new TimerTask() {
                @Override
                public void run() {
                }
            }, 10);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        ForkJoinPool p = new ForkJoinPool(1);
        p.execute(() -> {
            throw new IllegalArgumentException("in fj execute");
        });
        Thread.sleep(200);
        System.out.println(p.submit(() -> 5).get());
        p.submit(() -> System.out.println("pool task on " + Thread.currentThread().getName() + " daemon="
                + Thread.currentThread().isDaemon())).get();
        System.out.println("main on " + Thread.currentThread().getName());
        ForkJoinPool q = new ForkJoinPool(1);
        q.submit(() -> System.out.println("second pool on " + Thread.currentThread().getName())).get();
        q.shutdown();
        q.awaitTermination(1, java.util.concurrent.TimeUnit.SECONDS);
        String s = q.toString();
        System.out.println(s.substring(s.indexOf('[')));
        CompletableFuture.runAsync(() -> System.out.println("runAsync done")).join();
    }
}
