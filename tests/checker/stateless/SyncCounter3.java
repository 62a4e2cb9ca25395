/* Three threads each add 1 twice (or as often as the argument says) to a counter under its monitor; main joins
 * them and checks the sum. */
public class SyncCounter3 {
  private int count;

  synchronized void inc() {
    count++;
  }

  public static void main(String[] args) throws InterruptedException {
    int incs = args.length > 0 ? Integer.parseInt(args[0]) : 2;
    SyncCounter3 c = new SyncCounter3();
    Thread[] ts = new Thread[3];
    for (int i = 0; i < ts.length; i++) {
      ts[i] = new Thread(() -> {
        for (int k = 0; k < incs; k++) c.inc();
      });
      ts[i].start();
    }
    for (Thread t : ts) t.join();
    synchronized (c) {
      if (c.count != 3 * incs) throw new AssertionError("count " + c.count);
    }
  }
}
