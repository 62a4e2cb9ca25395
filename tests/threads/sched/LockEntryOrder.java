import java.util.ArrayList;
import java.util.List;

// Two threads enter a monitor twice each: the entry sequence is any
// interleaving of AA and BB.
public class LockEntryOrder {
    static final List<String> log = new ArrayList<>();
    static volatile boolean go;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { while (!go) Thread.yield(); for (int i = 0; i < 2; i++) synchronized (log) { log.add("A"); } });
        Thread b = new Thread(() -> { while (!go) Thread.yield(); for (int i = 0; i < 2; i++) synchronized (log) { log.add("B"); } });
        a.start(); b.start();
        go = true;
        a.join(); b.join();
        System.out.println(String.join("", log));
    }
}
