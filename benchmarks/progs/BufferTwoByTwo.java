// A bounded buffer (an array of capacity 2) under one monitor; 2 producers
// and 2 consumers move 3 items each.  With notifyAll() every waiter wakes and
// checks again: no deadlock, every item taken once.  With args[0] = "notify"
// a consumer may wake a consumer: all four can end up waiting.
public class BufferTwoByTwo {
  static final int CAP = 2, ITEMS = 3;
  static final int[] buf = new int[CAP];
  static int head, count;
  static boolean all = true;
  static int taken;

  static void put(int x) throws InterruptedException {
    synchronized (buf) {
      while (count == CAP) buf.wait();
      buf[(head + count) % CAP] = x;
      count++;
      if (all) buf.notifyAll(); else buf.notify();
    }
  }

  static int take() throws InterruptedException {
    synchronized (buf) {
      while (count == 0) buf.wait();
      int x = buf[head];
      head = (head + 1) % CAP;
      count--;
      taken += x;
      if (all) buf.notifyAll(); else buf.notify();
      return x;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    all = args.length == 0 || !args[0].equals("notify");
    Thread[] ts = new Thread[4];
    for (int i = 0; i < 4; i++) {
      final int id = i;
      ts[i] = new Thread(() -> {
        try {
          for (int k = 0; k < ITEMS; k++)
            if (id < 2) put(1); else take();
        } catch (InterruptedException e) {
          throw new RuntimeException(e);
        }
      });
    }
    for (Thread t : ts) t.start();
    for (Thread t : ts) t.join();
    if (taken != 2 * ITEMS) throw new AssertionError("taken " + taken);
  }
}
