import java.util.concurrent.CyclicBarrier;

// The barrier action runs in the last thread to arrive.
public class BarrierActionThread {
    static volatile String who = "none";
    public static void main(String[] args) throws Exception {
        CyclicBarrier b = new CyclicBarrier(2, () -> who = Thread.currentThread().getName());
        Runnable r = () -> { try { b.await(); } catch (Exception e) { throw new RuntimeException(e); } };
        Thread x = new Thread(r, "X"), y = new Thread(r, "Y");
        x.start(); y.start();
        x.join(); y.join();
        System.out.println("action ran in " + who);
    }
}
