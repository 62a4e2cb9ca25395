import java.util.concurrent.atomic.AtomicInteger;

// Every way to give a thread its code: a Thread subclass, a Runnable class,
// an anonymous Runnable, an anonymous Thread subclass, a lambda and a method
// reference; Thread.run() called directly runs on the caller.
public class ThreadStyles {
    static final AtomicInteger total = new AtomicInteger();
    static final String[] who = new String[8];

    static final class Worker extends Thread {
        private final int id;
        Worker(int id) { super("worker-subclass"); this.id = id; }
        @Override public void run() { record(id, "Thread subclass"); }
    }

    static final class Task implements Runnable {
        private final int id;
        Task(int id) { this.id = id; }
        @Override public void run() { record(id, "Runnable class"); }
    }

    static void record(int id, String style) {
        who[id] = style + " ran on " + Thread.currentThread().getName();
        total.addAndGet(id + 1);
    }

    static void methodRef() { record(5, "method reference"); }

    public static void main(String[] args) throws Exception {
        Thread[] ts = {
            new Worker(0),
            new Thread(new Task(1), "runnable-class"),
            new Thread(new Runnable() {
                @Override public void run() { record(2, "anonymous Runnable"); }
            }, "anon-runnable"),
            new Thread("anon-subclass") {
                @Override public void run() { record(3, "anonymous Thread subclass"); }
            },
            new Thread(() -> record(4, "lambda"), "lambda"),
            new Thread(ThreadStyles::methodRef, "method-ref"),
        };
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        Thread direct = new Thread(() -> record(6, "direct run()"), "never-started");
        direct.run();
        Thread plain = new Thread();
        plain.start();
        plain.join();
        record(7, "main itself");
        for (String s : who) System.out.println(s);
        System.out.println("total " + total.get());
        Thread withTarget = new Thread(new Task(1)) {
            @Override public void run() {
                System.out.println("override wins over target in " + getName());
                super.run();
            }
        };
        withTarget.start();
        withTarget.join();
        System.out.println(who[1]);
    }
}
