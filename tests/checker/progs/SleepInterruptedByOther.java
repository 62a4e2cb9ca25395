// verdict: error
/* B interrupts A while A sleeps: A's sleep ends with InterruptedException
 * when the interrupt comes first, normally when its time runs out first.
 * A timeout reads the thread's interrupt flag (vm/sched.c time_out), so the
 * two are ordered both ways; every source-set strategy and odpor reported
 * no error before (found by a helper's programs, session 24). */
public class SleepInterruptedByOther {
    static int r;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            try {
                Thread.sleep(10);
                r = 1;
            } catch (InterruptedException e) {
                r = 2;
            }
        });
        Thread b = new Thread(() -> a.interrupt());
        a.start();
        b.start();
        a.join();
        assert r == 1 : "sleep interrupted";
    }
}
