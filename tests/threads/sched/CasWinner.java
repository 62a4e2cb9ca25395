import java.util.concurrent.atomic.AtomicBoolean;

// Two threads race on compareAndSet: exactly one wins.
public class CasWinner {
    public static void main(String[] args) throws Exception {
        AtomicBoolean taken = new AtomicBoolean();
        String[] winner = {"nobody"};
        Thread a = new Thread(() -> { if (taken.compareAndSet(false, true)) winner[0] = "A"; });
        Thread b = new Thread(() -> { if (taken.compareAndSet(false, true)) winner[0] = "B"; });
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("winner=" + winner[0]);
    }
}
