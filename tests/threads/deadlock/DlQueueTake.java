import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.CountDownLatch;

// A consumer takes from a queue nobody fills, and main awaits a latch only the
// consumer would count down.
public class DlQueueTake {
    public static void main(String[] args) throws Exception {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
        CountDownLatch consumed = new CountDownLatch(1);
        Thread consumer = new Thread(() -> {
            try {
                String s = q.take();
                System.out.println("took " + s);
                consumed.countDown();
            } catch (InterruptedException e) {
                return;
            }
        }, "Consumer");
        consumer.start();
        System.out.println("main awaits the consumer");
        consumed.await();
    }
}
