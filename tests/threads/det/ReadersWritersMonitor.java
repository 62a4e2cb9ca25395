import java.util.concurrent.atomic.AtomicInteger;

// A readers-writer lock written with a monitor (writer preference), used by
// 3 readers and 2 writers; invariants are checked inside.
public class ReadersWritersMonitor {
    static final class RWLock {
        private int readers, writersWaiting;
        private boolean writing;
        synchronized void lockRead() throws InterruptedException {
            while (writing || writersWaiting > 0) wait();
            readers++;
        }
        synchronized void unlockRead() {
            readers--;
            if (readers == 0) notifyAll();
        }
        synchronized void lockWrite() throws InterruptedException {
            writersWaiting++;
            while (writing || readers > 0) wait();
            writersWaiting--;
            writing = true;
        }
        synchronized void unlockWrite() {
            writing = false;
            notifyAll();
        }
    }

    static final RWLock rw = new RWLock();
    static final int[] data = new int[8];
    static final AtomicInteger activeWriters = new AtomicInteger();
    static final AtomicInteger violations = new AtomicInteger();
    static final AtomicInteger reads = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[5];
        for (int k = 0; k < 2; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                try {
                    for (int i = 0; i < 60; i++) {
                        rw.lockWrite();
                        if (activeWriters.incrementAndGet() != 1) violations.incrementAndGet();
                        for (int j = 0; j < data.length; j++) data[j] += me + 1;
                        activeWriters.decrementAndGet();
                        rw.unlockWrite();
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int k = 2; k < 5; k++) {
            ts[k] = new Thread(() -> {
                try {
                    for (int i = 0; i < 80; i++) {
                        rw.lockRead();
                        if (activeWriters.get() != 0) violations.incrementAndGet();
                        int first = data[0];
                        for (int v : data) if (v != first) violations.incrementAndGet();
                        reads.incrementAndGet();
                        rw.unlockRead();
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("data " + java.util.Arrays.toString(data));
        System.out.println("reads " + reads.get() + " violations " + violations.get());
    }
}
