// Parallel counting with synchronized methods, synchronized blocks on a
// private lock and on the class; plus an unsynchronized per-thread slot array.
public class SumSynchronized {
    private int viaMethod;
    private long viaBlock;
    private final Object lock = new Object();
    static int viaStatic;

    synchronized void incMethod() { viaMethod++; }
    void incBlock(int d) { synchronized (lock) { viaBlock += d; } }
    static synchronized void incStatic() { viaStatic++; }
    synchronized int getMethod() { return viaMethod; }

    public static void main(String[] args) throws Exception {
        SumSynchronized s = new SumSynchronized();
        int n = 4, iters = 1500;
        int[] perThread = new int[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread() {
                @Override public void run() {
                    for (int i = 0; i < iters; i++) {
                        s.incMethod();
                        s.incBlock(i % 10);
                        if (i % 3 == 0) incStatic();
                        synchronized (SumSynchronized.class) { viaStatic += 0; }
                        perThread[me]++;
                    }
                }
            };
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("method " + s.getMethod());
        synchronized (s.lock) { System.out.println("block " + s.viaBlock); }
        System.out.println("static " + viaStatic);
        for (int k = 0; k < n; k++) System.out.println("thread " + k + " did " + perThread[k]);
        System.out.println("expected method " + n * iters + ", block " + (long) n * (iters / 10) * 45 + ", static " + n * 500);
    }
}
