// volatile does not make ++ atomic: two threads x 3 increments give 2..6.
public class VolatileIncrement {
    static volatile int v;
    static volatile boolean go;
    public static void main(String[] args) throws Exception {
        Runnable r = () -> { while (!go) Thread.yield(); for (int i = 0; i < 3; i++) v++; };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start();
        go = true;
        a.join(); b.join();
        System.out.println("v=" + v);
    }
}
