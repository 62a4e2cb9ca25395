// Store buffering with volatile fields: r1=0 r2=0 is forbidden.
public class DekkerVolatile {
    static volatile int x, y;
    static int r1, r2;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { x = 1; r1 = y; });
        Thread b = new Thread(() -> { y = 1; r2 = x; });
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
