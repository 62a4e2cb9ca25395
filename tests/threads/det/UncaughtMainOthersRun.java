// main dies with an uncaught exception while another (non-daemon) thread is
// still working: the other thread finishes, then the program exits with status 1.
public class UncaughtMainOthersRun {
    static volatile boolean mainDead;
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (!mainDead) Thread.yield();
            try { Thread.sleep(50); } catch (InterruptedException e) { }
            for (int i = 0; i < 5; i++) System.out.println("worker still running " + i);
            System.out.println("worker done");
        }, "worker");
        worker.start();
        System.out.println("main about to fail");
        mainDead = true;
        int[] a = new int[1];
        fail(a);
    }

    static void fail(int[] a) {
        throw new IllegalStateException("main failed, length " + a.length);
    }
}
