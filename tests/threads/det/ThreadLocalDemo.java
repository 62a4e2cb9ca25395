import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

// ThreadLocal: initial values per thread, set/get/remove isolation,
// InheritableThreadLocal copied at thread creation.
public class ThreadLocalDemo {
    static final AtomicInteger nextId = new AtomicInteger(100);
    static final ThreadLocal<Integer> ID = ThreadLocal.withInitial(nextId::getAndIncrement);
    static final ThreadLocal<StringBuilder> BUF = ThreadLocal.withInitial(StringBuilder::new);
    static final ThreadLocal<String> PLAIN = new ThreadLocal<>();
    static final InheritableThreadLocal<String> CTX = new InheritableThreadLocal<String>() {
        @Override protected String childValue(String parent) { return parent + "/child"; }
    };

    public static void main(String[] args) throws Exception {
        System.out.println("main plain " + PLAIN.get());
        PLAIN.set("main-value");
        CTX.set("root");
        int mainId = ID.get();
        System.out.println("main id " + mainId + " again " + ID.get());
        List<String> results = new ArrayList<>();
        Thread[] ts = new Thread[4];
        String[] out = new String[4];
        for (int k = 0; k < 4; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                StringBuilder sb = BUF.get();
                for (int i = 0; i < 5; i++) sb.append(me);
                PLAIN.set("t" + me);
                String plain = PLAIN.get();
                String ctx = CTX.get();
                CTX.set("changed" + me);
                out[me] = "thread " + me + " buf " + BUF.get() + " plain " + plain + " ctx " + ctx
                    + " id>=100 " + (ID.get() >= 100);
                PLAIN.remove();
                out[me] += " after remove " + PLAIN.get();
            });
        }
        for (Thread t : ts) { t.start(); t.join(); }
        for (String s : out) System.out.println(s);
        System.out.println("main still " + PLAIN.get() + " ctx " + CTX.get() + " buf '" + BUF.get() + "'");
        System.out.println("ids handed out " + (nextId.get() - 100));
        ID.remove();
        int newId = ID.get();
        System.out.println("after remove, new id differs " + (newId != mainId));
        Thread grand = new Thread(() -> {
            Thread inner = new Thread(() -> results.add("grandchild ctx " + CTX.get()));
            inner.start();
            try { inner.join(); } catch (InterruptedException e) { }
            results.add("child ctx " + CTX.get());
        });
        grand.start();
        grand.join();
        System.out.println(results);
    }
}
