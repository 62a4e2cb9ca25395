// Two reads of one volatile field: once the new value is seen, the old one
// cannot be seen again.
public class CoherenceVolatile {
    static volatile int x;
    public static void main(String[] args) throws Exception {
        int[] r = new int[2];
        Thread reader = new Thread(() -> { r[0] = x; r[1] = x; });
        Thread writer = new Thread(() -> x = 1);
        reader.start(); writer.start();
        reader.join(); writer.join();
        System.out.println("r1=" + r[0] + " r2=" + r[1]);
    }
}
