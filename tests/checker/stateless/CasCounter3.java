import java.util.concurrent.atomic.AtomicInteger;

/* Three threads each add 1 twice (or as often as the argument says) to an AtomicInteger with a compare-and-set
 * loop; main joins them and checks the sum. */
public class CasCounter3 {
  static final AtomicInteger count = new AtomicInteger();

  static void inc() {
    for (;;) {
      int v = count.get();
      if (count.compareAndSet(v, v + 1)) return;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    int incs = args.length > 0 ? Integer.parseInt(args[0]) : 2;
    Thread[] ts = new Thread[3];
    for (int i = 0; i < ts.length; i++) {
      ts[i] = new Thread(() -> {
        for (int k = 0; k < incs; k++) inc();
      });
      ts[i].start();
    }
    for (Thread t : ts) t.join();
    if (count.get() != 3 * incs) throw new AssertionError("count " + count.get());
  }
}
