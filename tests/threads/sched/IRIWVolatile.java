// Independent reads of independent writes with volatile fields: the two
// readers cannot disagree on the order of the two writes.
public class IRIWVolatile {
    static volatile int x, y;
    public static void main(String[] args) throws Exception {
        int[] r = new int[4];
        Thread w1 = new Thread(() -> x = 1);
        Thread w2 = new Thread(() -> y = 1);
        Thread r1 = new Thread(() -> { r[0] = x; r[1] = y; });
        Thread r2 = new Thread(() -> { r[2] = y; r[3] = x; });
        r1.start(); r2.start(); w1.start(); w2.start();
        w1.join(); w2.join(); r1.join(); r2.join();
        System.out.println("x then y: " + r[0] + r[1] + ", y then x: " + r[2] + r[3]);
    }
}
