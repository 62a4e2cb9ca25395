// verdict: ok
// The same buffer with notifyAll(): every waiter wakes and rechecks, so
public class BufferNotifyAll {
  static final Object lock = new Object();
  static int count;
  static final int CAP = 1;
  static void put() throws InterruptedException {
    synchronized (lock) {
      while (count == CAP) lock.wait();
      count++;
      lock.notifyAll();
    }
  }
  static void take() throws InterruptedException {
    synchronized (lock) {
      while (count == 0) lock.wait();
      count--;
      lock.notifyAll();
    }
  }
  public static void main(String[] args) throws Exception {
    Thread[] ts = new Thread[4];
    for (int i = 0; i < 4; i++) {
      final boolean producer = i < 2;
      ts[i] = new Thread(() -> {
        try {
          for (int k = 0; k < 1; k++) { if (producer) put(); else take(); }
        } catch (InterruptedException e) { }
      });
    }
    for (Thread t : ts) t.start();
    for (Thread t : ts) t.join();
  }
}
