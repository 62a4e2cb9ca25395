import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// Timed awaits: one times out (virtual time in jpor), one is released in time.
public class LatchTimeout {
    public static void main(String[] args) throws Exception {
        CountDownLatch never = new CountDownLatch(2);
        never.countDown();
        long t0 = System.nanoTime();
        boolean r = never.await(150, TimeUnit.MILLISECONDS);
        long waited = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("timed out await -> " + r + ", count " + never.getCount() + ", waited >= 150ms: " + (waited >= 149));

        CountDownLatch soon = new CountDownLatch(3);
        Thread counter = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                try { Thread.sleep(20); } catch (InterruptedException e) { return; }
                soon.countDown();
            }
        });
        counter.start();
        System.out.println("await with long timeout -> " + soon.await(5, TimeUnit.SECONDS) + ", count " + soon.getCount());
        counter.join();
        System.out.println("zero timeout on open latch -> " + soon.await(0, TimeUnit.MILLISECONDS));
        CountDownLatch closed = new CountDownLatch(1);
        System.out.println("zero timeout on closed latch -> " + closed.await(0, TimeUnit.MILLISECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative count: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        Thread.currentThread().interrupt();
        try {
            closed.await();
        } catch (InterruptedException e) {
            System.out.println("await while interrupted throws, flag now " + Thread.currentThread().isInterrupted());
        }
    }
}
