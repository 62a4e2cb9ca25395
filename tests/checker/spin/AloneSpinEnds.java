/* main, alone, spins for ever on a yield: a livelock, no error.  Every
 * state is reducible (one thread can run), so none was stored and the
 * stateful searches of spor, jpf, dl-spor, de-spor and odpor went down the
 * loop until memory ran out; a state after 64 reducible levels in a row is
 * now stored, and the loop closes (search.c forced_store): checker.spin. */
public class AloneSpinEnds {
    static int x;

    public static void main(String[] args) throws Exception {
        while (x == 0)
            Thread.yield();
    }
}
