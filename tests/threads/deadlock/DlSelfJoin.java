// A thread that joins itself waits for its own end: forever.  Also a worker
// that joins main, which is itself waiting.
public class DlSelfJoin {
    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        Thread worker = new Thread(() -> {
            try {
                main.join();
            } catch (InterruptedException e) {
                return;
            }
        }, "Worker");
        worker.start();
        System.out.println("main joins itself");
        Thread.currentThread().join();
    }
}
