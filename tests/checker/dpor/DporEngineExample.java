// Table 1's DporEngineExample, an analogue written here: many scheduling
// points, few of them dependent -- three threads each fill an array of their
// own (accesses no other thread makes) and then add to one shared counter
// under a lock and to a racy one without.
public class DporEngineExample {
  static final Object lock = new Object();
  static int guarded, racy;

  static void work() {
    int[] mine = new int[4];
    for (int i = 0; i < mine.length; i++) mine[i] = i * i;
    int s = 0;
    for (int v : mine) s += v;
    synchronized (lock) { guarded += s; }
    racy++;
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(DporEngineExample::work), b = new Thread(DporEngineExample::work);
    a.start();
    b.start();
    work();
    a.join();
    b.join();
  }
}
