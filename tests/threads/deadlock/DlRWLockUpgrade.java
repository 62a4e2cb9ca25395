import java.util.concurrent.locks.ReentrantReadWriteLock;

// Upgrading a read lock to a write lock is not supported: the write lock
// waits for every reader, including the thread itself.
public class DlRWLockUpgrade {
    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Thread upgrader = new Thread(() -> {
            rw.readLock().lock();
            System.out.println("Upgrader holds the read lock, asks for the write lock");
            rw.writeLock().lock();
            System.out.println("never");
        }, "Upgrader");
        upgrader.start();
        upgrader.join();
    }
}
