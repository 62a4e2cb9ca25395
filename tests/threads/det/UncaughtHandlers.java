// Per-thread and default UncaughtExceptionHandlers receive the thread and
// the exception; nothing is printed on stderr for handled exceptions.
public class UncaughtHandlers {
    public static void main(String[] args) throws Exception {
        StringBuffer log = new StringBuffer();
        Thread t1 = new Thread(() -> { throw new IllegalArgumentException("bad arg"); }, "one");
        t1.setUncaughtExceptionHandler((th, e) -> log.append("handler: ").append(th.getName()).append(" -> ")
            .append(e.getClass().getName()).append(": ").append(e.getMessage()).append('\n'));
        t1.start();
        t1.join();
        System.out.print(log);
        System.out.println("default handler initially " + Thread.getDefaultUncaughtExceptionHandler());
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> System.out.println("default handler: " + th.getName() + " " + e.getMessage()));
        Thread t2 = new Thread(() -> { throw new UnsupportedOperationException("unsupported here"); }, "two");
        t2.start();
        t2.join();
        Thread t3 = new Thread(() -> {
            Object o = null;
            o.hashCode();
        }, "three");
        t3.setUncaughtExceptionHandler((th, e) -> System.out.println("own handler wins for " + th.getName() + ": " + e.getClass().getSimpleName()));
        t3.start();
        t3.join();
        Thread t4 = new Thread(() -> { throw new Error("an error"); }, "four");
        t4.start();
        t4.join();
        System.out.println("main done");
    }
}
