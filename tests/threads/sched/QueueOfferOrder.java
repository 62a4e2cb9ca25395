import java.util.concurrent.ConcurrentLinkedQueue;

// Two producers offer one element each to a ConcurrentLinkedQueue.
public class QueueOfferOrder {
    public static void main(String[] args) throws Exception {
        ConcurrentLinkedQueue<String> q = new ConcurrentLinkedQueue<>();
        Thread a = new Thread(() -> q.offer("a")), b = new Thread(() -> q.offer("b"));
        a.start(); b.start();
        a.join(); b.join();
        System.out.println(q);
    }
}
