// Two threads print two lines each: each thread's lines stay in order, the
// two sequences interleave in any of 6 ways.
public class InterleavedLines {
    static volatile boolean go;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { while (!go) Thread.yield(); System.out.println("A1"); System.out.println("A2"); });
        Thread b = new Thread(() -> { while (!go) Thread.yield(); System.out.println("B1"); System.out.println("B2"); });
        a.start(); b.start();
        go = true;
        a.join(); b.join();
    }
}
