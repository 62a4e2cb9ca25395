import java.util.concurrent.atomic.AtomicInteger;

// The atomic counter is always exact, the plain one can lose updates.
public class AtomicVsPlain {
    static int plain;
    static final AtomicInteger atomic = new AtomicInteger();
    public static void main(String[] args) throws Exception {
        Runnable r = () -> { for (int i = 0; i < 2; i++) { plain++; atomic.incrementAndGet(); } };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("atomic=" + atomic.get() + " plain=" + plain);
    }
}
