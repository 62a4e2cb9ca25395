// Daemon threads that spin, sleep or wait forever do not keep the program
// alive; setDaemon on a started thread fails.
public class DaemonForever {
    static volatile long counter;
    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> { for (;;) counter++; }, "spinner");
        spinner.setDaemon(true);
        Thread napper = new Thread(() -> {
            for (;;) {
                try { Thread.sleep(5); } catch (InterruptedException e) { }
            }
        }, "napper");
        napper.setDaemon(true);
        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                for (;;) {
                    try { lock.wait(); } catch (InterruptedException e) { }
                }
            }
        }, "waiter");
        waiter.setDaemon(true);
        System.out.println("main is daemon " + Thread.currentThread().isDaemon());
        System.out.println("spinner daemon " + spinner.isDaemon() + " napper daemon " + napper.isDaemon());
        spinner.start();
        napper.start();
        waiter.start();
        try {
            spinner.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: IllegalThreadStateException");
        }
        Thread child = new Thread(() -> System.out.println("child of main inherits daemon=" + Thread.currentThread().isDaemon()));
        child.start();
        child.join();
        Thread fromDaemon[] = new Thread[1];
        Thread d2 = new Thread(() -> { fromDaemon[0] = new Thread(() -> {}); });
        d2.setDaemon(true);
        d2.start();
        d2.join();
        System.out.println("thread created by a daemon is daemon " + fromDaemon[0].isDaemon());
        while (counter < 1000) Thread.yield();
        System.out.println("spinner is spinning, alive " + spinner.isAlive());
        for (int i = 0; i < 3; i++) System.out.println("main line " + i);
        System.out.println("main ends; daemons must not keep the VM alive");
    }
}
