// isInterrupted / interrupted semantics, interrupting other threads that are
// busy (flag only), and interrupt status visible across threads.
public class InterruptFlags {
    static volatile boolean stop;
    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        System.out.println("initially " + me.isInterrupted());
        me.interrupt();
        System.out.println("after interrupt " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        System.out.println("isInterrupted " + me.isInterrupted());

        long[] spins = new long[1];
        Thread busy = new Thread(() -> {
            long n = 0;
            while (!Thread.currentThread().isInterrupted()) n++;
            spins[0] = n;
            System.out.println("busy saw its flag, still set: " + Thread.currentThread().isInterrupted());
            System.out.println("busy clears it: " + Thread.interrupted() + ", now " + Thread.currentThread().isInterrupted());
        }, "busy");
        busy.start();
        busy.interrupt();
        busy.join();
        System.out.println("busy spun >= 0: " + (spins[0] >= 0));

        Thread polite = new Thread(() -> {
            int checks = 0;
            while (!stop) {
                if (Thread.interrupted()) checks++;
                Thread.yield();
            }
            System.out.println("polite finished, saw at least one interrupt: " + (checks >= 1));
        }, "polite");
        polite.start();
        polite.interrupt();
        while (polite.isInterrupted()) Thread.yield();
        stop = true;
        polite.join();

        Thread notStarted = new Thread(() -> {});
        System.out.println("new thread interrupted " + notStarted.isInterrupted() + " state " + notStarted.getState());
        notStarted.start();
        notStarted.join();
        System.out.println("done, main flag " + Thread.currentThread().isInterrupted());
    }
}
