// Three threads each increment an unsynchronized counter once: 1, 2 or 3.
// A start gate lets the three increments overlap.
public class LostUpdate3x1 {
    static int count;
    static volatile boolean go;
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            (ts[i] = new Thread(() -> {
                while (!go) Thread.yield();
                count++;
            })).start();
        }
        go = true;
        for (Thread t : ts) t.join();
        System.out.println("count=" + count);
    }
}
