// A missed notification: the notifier runs (and finishes) before the waiter
// waits, and the waiter waits without checking a condition, so it waits forever.
public class DlMissedNotify {
    static final Object signal = new Object();

    public static void main(String[] args) throws Exception {
        Thread notifier = new Thread(() -> {
            synchronized (signal) {
                signal.notify();
                System.out.println("notified (nobody was waiting)");
            }
        }, "Notifier");
        Thread waiter = new Thread(() -> {
            synchronized (signal) {
                try {
                    signal.wait(); // no condition loop: the notify already happened
                } catch (InterruptedException e) {
                    return;
                }
                System.out.println("never woken");
            }
        }, "Waiter");
        notifier.start();
        notifier.join();
        waiter.start();
        waiter.join();
    }
}
