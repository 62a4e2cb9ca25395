import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// A single-threaded scheduled executor runs delayed tasks in deadline order
// and a fixed-rate task a fixed number of times.
public class ScheduledDelays {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        int[] delays = {300, 100, 500, 200, 400};
        for (int d : delays) ses.schedule(() -> System.out.println("task delayed " + d + " ms"), d, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> f = ses.schedule(() -> "callable after 600", 600, TimeUnit.MILLISECONDS);
        System.out.println(f.get());
        AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?>[] self = new ScheduledFuture<?>[1];
        Object done = new Object();
        self[0] = ses.scheduleAtFixedRate(() -> {
            int r = runs.incrementAndGet();
            System.out.println("periodic run " + r);
            if (r == 4) synchronized (done) { done.notifyAll(); }
        }, 50, 100, TimeUnit.MILLISECONDS);
        synchronized (done) { while (runs.get() < 4) done.wait(); }
        self[0].cancel(false);
        System.out.println("cancelled periodic: " + self[0].isCancelled());
        ses.shutdown();
        System.out.println("terminated " + ses.awaitTermination(5, TimeUnit.SECONDS));
        System.out.println("runs " + runs.get());
    }
}
