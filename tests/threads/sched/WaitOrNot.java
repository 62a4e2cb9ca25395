// The waiter waits only if the flag is not yet set; the notifier may come
// first. A timed wait may even time out before the notifier runs.
public class WaitOrNot {
    static final Object lock = new Object();
    static boolean flag;
    public static void main(String[] args) throws Exception {
        String[] res = new String[1];
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                if (flag) {
                    res[0] = "no wait";
                } else {
                    try { lock.wait(100); } catch (InterruptedException e) { }
                    res[0] = "waited flag=" + flag;
                }
            }
        });
        Thread notifier = new Thread(() -> {
            synchronized (lock) {
                flag = true;
                lock.notify();
            }
        });
        waiter.start(); notifier.start();
        waiter.join(); notifier.join();
        System.out.println(res[0]);
    }
}
