// Two threads write different values to one field: the last write wins.
public class TwoWriters {
    static int x;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> x = 1), b = new Thread(() -> x = 2);
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("x=" + x);
    }
}
