// verdict: error
// What main does after joining every worker races with nothing, so the
// search does not keep it (ExHost.alone_accesses_unread), yet a trace with
// --trace-all still shows it: checker.trace.
public class JoinedTail {
    static int a, b;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> a = 1);
        Thread u = new Thread(() -> b = a + 1);
        t.start();
        u.start();
        t.join();
        u.join();
        int sum = a + b;
        assert sum != 3 : "sum " + sum;
    }
}
