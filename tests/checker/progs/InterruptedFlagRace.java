// verdict: error
/* Thread.interrupted() in A against B's a.interrupt(): no blocking at all,
 * only the flag.  isInterrupted0 reports an action on the Thread object's
 * place (a read, a write when it clears), as interrupt0 does; dl-jpf,
 * de-spor, de-jpf and odpor reported no error before. */
public class InterruptedFlagRace {
    static int r;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> r = Thread.interrupted() ? 2 : 1);
        Thread b = new Thread(() -> a.interrupt());
        a.start();
        b.start();
        a.join();
        assert r == 1 : "saw the interrupt";
    }
}
