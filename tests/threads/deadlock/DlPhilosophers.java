import java.util.concurrent.CyclicBarrier;

// Five dining philosophers, each taking the left fork and then the right one;
// a barrier after the left fork makes the circular wait certain.
public class DlPhilosophers {
    static final class Fork { final int id; Fork(int id) { this.id = id; } }

    public static void main(String[] args) throws Exception {
        int n = 5;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) forks[i] = new Fork(i);
        CyclicBarrier allHoldLeft = new CyclicBarrier(n, () -> System.out.println("every philosopher holds the left fork"));
        Thread[] ps = new Thread[n];
        for (int i = 0; i < n; i++) {
            Fork left = forks[i], right = forks[(i + 1) % n];
            ps[i] = new Thread(() -> {
                synchronized (left) {
                    try {
                        allHoldLeft.await();
                    } catch (Exception e) {
                        return;
                    }
                    synchronized (right) {
                        System.out.println("eating (never)");
                    }
                }
            }, "P" + i);
        }
        for (Thread p : ps) p.start();
        for (Thread p : ps) p.join();
    }
}
