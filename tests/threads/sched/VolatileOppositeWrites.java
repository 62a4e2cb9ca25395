// Writes to two volatile fields in opposite orders: (a0,a1)=(1,2) is impossible
// because volatile accesses are sequentially consistent.
public class VolatileOppositeWrites {
    static volatile int a0, a1;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { a0 = 1; a1 = 1; });
        Thread b = new Thread(() -> { a1 = 2; a0 = 2; });
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("a0=" + a0 + " a1=" + a1);
    }
}
