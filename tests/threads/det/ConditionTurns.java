import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// Three threads print in strict turns A, B, C using one lock and one Condition
// per thread; then the same with signalAll on a single Condition.
public class ConditionTurns {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition[] turnOf = {lock.newCondition(), lock.newCondition(), lock.newCondition()};
    static final Condition any = lock.newCondition();
    static int turn;

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int k = 0; k < 3; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int r = 0; r < 15; r++) {
                    lock.lock();
                    try {
                        while (turn % 3 != me) turnOf[me].await();
                        System.out.println((char) ('A' + me) + " round " + r);
                        turn++;
                        turnOf[turn % 3].signal();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    } finally {
                        lock.unlock();
                    }
                }
            });
        }
        for (int k = 2; k >= 0; k--) ts[k].start();
        for (Thread t : ts) t.join();
        System.out.println("turn " + turn);
        turn = 0;
        for (int k = 0; k < 3; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int r = 0; r < 10; r++) {
                    lock.lock();
                    try {
                        while (turn % 3 != me) any.awaitUninterruptibly();
                        System.out.println("signalAll: " + (char) ('x' + me) + r);
                        turn++;
                        any.signalAll();
                    } finally {
                        lock.unlock();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("done " + turn);
    }
}
