import java.util.concurrent.CountDownLatch;

// Two threads join each other; a latch makes sure both have started before
// either joins (joining a thread that has not started returns at once).
public class DlMutualJoin {
    static Thread first, second;
    static final CountDownLatch started = new CountDownLatch(2);

    static void joinOther(Thread other) {
        started.countDown();
        try {
            started.await();
            other.join();
        } catch (InterruptedException e) {
            return;
        }
    }

    public static void main(String[] args) throws Exception {
        first = new Thread(() -> joinOther(second), "First");
        second = new Thread(() -> joinOther(first), "Second");
        first.start();
        second.start();
        System.out.println("started two threads that join each other");
    }
}
