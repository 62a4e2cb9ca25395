// main and a child print without synchronization.
public class MainVsChild {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> System.out.println("child"));
        t.start();
        System.out.println("main");
        t.join();
    }
}
