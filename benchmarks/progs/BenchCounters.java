import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/* 4 threads x N increments of a shared counter, under synchronized,
 * ReentrantLock and AtomicInteger (argument: sync | lock | atomic). */
public class BenchCounters {
  static int plain;
  static final Object monitor = new Object();
  static final ReentrantLock lock = new ReentrantLock();
  static final AtomicInteger atomic = new AtomicInteger();

  public static void main(String[] args) throws InterruptedException {
    final String mode = args[0];
    final int n = args.length > 1 ? Integer.parseInt(args[1]) : 1000000;
    Thread[] ts = new Thread[4];
    for (int i = 0; i < ts.length; i++) {
      ts[i] = new Thread(new Runnable() {
        public void run() {
          for (int k = 0; k < n; k++) {
            if (mode.equals("sync")) {
              synchronized (monitor) {
                plain++;
              }
            } else if (mode.equals("lock")) {
              lock.lock();
              try {
                plain++;
              } finally {
                lock.unlock();
              }
            } else {
              atomic.incrementAndGet();
            }
          }
        }
      });
    }
    for (Thread t : ts) t.start();
    for (Thread t : ts) t.join();
    System.out.println(mode + ": " + (mode.equals("atomic") ? atomic.get() : plain));
  }
}
