// Reading a field written by a started thread before joining it races;
// after join the write is visible.
public class ReadBeforeJoin {
    static volatile int x;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> x = 1);
        t.start();
        System.out.println("before=" + x);
        t.join();
        System.out.println("after=" + x);
    }
}
