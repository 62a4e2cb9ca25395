// Two threads print one line each without synchronization between them.
public class PrintOrder2 {
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> System.out.println("A")), b = new Thread(() -> System.out.println("B"));
        a.start(); b.start();
        a.join(); b.join();
    }
}
