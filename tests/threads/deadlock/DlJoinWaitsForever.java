import java.util.concurrent.locks.LockSupport;

// main joins a thread that waits forever on a monitor nobody notifies; a second
// thread parks forever; a third joins the second.
public class DlJoinWaitsForever {
    static final Object never = new Object();

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            synchronized (never) {
                try {
                    while (true) never.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "Forever");
        Thread parker = new Thread(() -> {
            while (true) LockSupport.park();
        }, "Parker");
        Thread joiner = new Thread(() -> {
            try {
                parker.join();
            } catch (InterruptedException e) {
                return;
            }
        }, "Joiner");
        sleeper.start();
        parker.start();
        joiner.start();
        System.out.println("main joins Forever");
        sleeper.join();
    }
}
