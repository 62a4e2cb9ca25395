import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

// A fair ReentrantLock grants the lock in arrival order: threads queue one
// after another while main holds it, then acquire in FIFO order.
public class FairLockOrder {
    public static void main(String[] args) throws Exception {
        ReentrantLock fair = new ReentrantLock(true);
        System.out.println("isFair " + fair.isFair() + ", default isFair " + new ReentrantLock().isFair());
        List<String> order = new ArrayList<>();
        Thread[] ts = new Thread[6];
        fair.lock();
        for (int i = 0; i < ts.length; i++) {
            final String name = "T" + i;
            ts[i] = new Thread(() -> {
                fair.lock();
                try {
                    order.add(name);
                } finally {
                    fair.unlock();
                }
            }, name);
            ts[i].start();
            while (fair.getQueueLength() != i + 1) Thread.yield();
        }
        System.out.println("queued " + fair.getQueueLength() + ", has queued T3 " + fair.hasQueuedThread(ts[3]));
        fair.unlock();
        for (Thread t : ts) t.join();
        System.out.println("acquisition order " + order);
        fair.lock();
        fair.lock();
        System.out.println("hold count " + fair.getHoldCount() + " toString locked " + fair.toString().contains("[Locked by thread main]"));
        fair.unlock();
        fair.unlock();
        System.out.println("toString unlocked " + fair.toString().endsWith("[Unlocked]"));
    }
}
