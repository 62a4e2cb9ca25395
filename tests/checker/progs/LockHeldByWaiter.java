// verdict: error
/* B takes L and waits on M for ever (no one notifies): a deadlock when B goes
 * first, A's assertion when A takes L first.  A path that ends in the
 * deadlock ends with A blocked on L; its acquire counts as doing anything
 * (search.c cut_threads), or the strategies that track dependences see no
 * race and, under --all-errors, report the deadlock only (checker.all_errors). */
public class LockHeldByWaiter {
    static final Object L = new Object(), M = new Object();

    public static void main(String[] args) throws Exception {
        Thread b = new Thread(() -> {
            synchronized (L) {
                synchronized (M) {
                    try {
                        M.wait();
                    } catch (InterruptedException e) {
                    }
                }
            }
        });
        Thread a = new Thread(() -> {
            synchronized (L) {
            }
            assert false : "A got L";
        });
        b.start();
        a.start();
    }
}
