// verdict: error
// stateless: skip none jpf spor (depth-first search without state matching does not reach the deadlock within 300,000 executions; the source-set strategies do)
// stateless executions: 10000
// A bounded buffer whose put and take wake one waiter with notify(): with
// two producers and two consumers, a producer can wake the other producer
// instead of a consumer, and every thread ends up waiting (deadlock).
public class BufferNotify {
  static final Object lock = new Object();
  static int count;
  static final int CAP = 1;
  static void put() throws InterruptedException {
    synchronized (lock) {
      while (count == CAP) lock.wait();
      count++;
      lock.notify();
    }
  }
  static void take() throws InterruptedException {
    synchronized (lock) {
      while (count == 0) lock.wait();
      count--;
      lock.notify();
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
