import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// A single-thread executor runs tasks in submission order, on one worker thread
// whose name comes from the default thread factory; a custom ThreadFactory.
public class SingleThreadExecutorOrder {
    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        List<Future<String>> fs = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            final int k = i;
            fs.add(ex.submit(() -> {
                System.out.println("task " + k + " on " + Thread.currentThread().getName());
                return "r" + k;
            }));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : fs) sb.append(f.get()).append(' ');
        System.out.println(sb.toString().trim());
        ex.shutdown();
        ex.awaitTermination(5, TimeUnit.SECONDS);

        AtomicInteger made = new AtomicInteger();
        ThreadFactory tf = r -> {
            Thread t = new Thread(r, "custom-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ExecutorService ex2 = Executors.newSingleThreadExecutor(tf);
        for (int i = 0; i < 5; i++) {
            final int k = i;
            ex2.execute(() -> System.out.println("job " + k + " on " + Thread.currentThread().getName()
                + " daemon " + Thread.currentThread().isDaemon()));
        }
        ex2.shutdown();
        System.out.println("terminated " + ex2.awaitTermination(5, TimeUnit.SECONDS));
        System.out.println("threads made " + made.get());
        ExecutorService ex3 = Executors.newFixedThreadPool(1);
        System.out.println(ex3.submit(() -> Thread.currentThread().getName()).get());
        ex3.shutdown();
    }
}
