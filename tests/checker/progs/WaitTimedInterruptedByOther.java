// verdict: error
/* As SleepInterruptedByOther, with a timed Object.wait: the interrupt from
 * B, or the timeout, ends A's wait first. */
public class WaitTimedInterruptedByOther {
    static int r;
    static final Object L = new Object();

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            synchronized (L) {
                try {
                    L.wait(10);
                    r = 1;
                } catch (InterruptedException e) {
                    r = 2;
                }
            }
        });
        Thread b = new Thread(() -> a.interrupt());
        a.start();
        b.start();
        a.join();
        assert r == 1 : "wait interrupted";
    }
}
