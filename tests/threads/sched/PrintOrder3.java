// Three threads print one line each: any of the 6 orders.  A start gate
// lets the prints overlap.
public class PrintOrder3 {
    static volatile boolean go;
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final String s = "thread " + (char) ('A' + i);
            (ts[i] = new Thread(() -> {
                while (!go) Thread.yield();
                System.out.println(s);
            })).start();
        }
        go = true;
        for (Thread t : ts) t.join();
    }
}
