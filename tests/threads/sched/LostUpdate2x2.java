// Two threads each increment an unsynchronized counter twice: updates can be
// lost, the result is 2, 3 or 4.
public class LostUpdate2x2 {
    static int count;
    public static void main(String[] args) throws Exception {
        Runnable r = () -> { for (int i = 0; i < 2; i++) count++; };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("count=" + count);
    }
}
