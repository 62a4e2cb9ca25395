import java.util.concurrent.CountDownLatch;

// A start gate and a done latch: workers wait for the gate, compute, count down.
public class LatchStartGate {
    public static void main(String[] args) throws Exception {
        int n = 5;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch done = new CountDownLatch(n);
        long[] results = new long[n];
        boolean[] sawGateOpen = new boolean[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            new Thread(() -> {
                ready.countDown();
                try {
                    start.await();
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                sawGateOpen[me] = start.getCount() == 0;
                long f = 1;
                for (int i = 1; i <= 10 + me; i++) f *= i;
                results[me] = f;
                done.countDown();
            }, "worker-" + k).start();
        }
        ready.await();
        System.out.println("all ready, ready count " + ready.getCount());
        System.out.println("done count before start " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("done count " + done.getCount());
        for (int k = 0; k < n; k++) System.out.println((10 + k) + "! = " + results[k] + " gate open " + sawGateOpen[k]);
        done.countDown();
        System.out.println("countDown at zero keeps " + done.getCount());
        done.await();
        System.out.println("await at zero returns at once");
        System.out.println(start.toString().endsWith("[Count = 0]"));
    }
}
