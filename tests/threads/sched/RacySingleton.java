import java.util.concurrent.atomic.AtomicInteger;

// Racy check-then-act lazy initialisation: one or two instances get created.
public class RacySingleton {
    static final class Res { }
    static Res instance;
    static final AtomicInteger created = new AtomicInteger();

    static Res get() {
        Res r = instance;
        if (r == null) {
            r = new Res();
            created.incrementAndGet();
            instance = r;
        }
        return r;
    }

    public static void main(String[] args) throws Exception {
        Res[] got = new Res[2];
        Thread a = new Thread(() -> got[0] = get()), b = new Thread(() -> got[1] = get());
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("created=" + created.get() + " same=" + (got[0] == got[1]));
    }
}
