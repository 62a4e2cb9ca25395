import java.util.concurrent.atomic.AtomicInteger;

// getAndSet from two threads: each sees either the initial value or the other's.
public class GetAndSetSwap {
    public static void main(String[] args) throws Exception {
        AtomicInteger v = new AtomicInteger(0);
        int[] got = new int[2];
        Thread a = new Thread(() -> got[0] = v.getAndSet(1));
        Thread b = new Thread(() -> got[1] = v.getAndSet(2));
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("A=" + got[0] + " B=" + got[1] + " final=" + v.get());
    }
}
