import java.util.concurrent.atomic.AtomicInteger;

/* Four threads each add 1 to an AtomicInteger with a compare-and-set loop; main only starts them.
 * 3120 Mazurkiewicz traces (reads commute, a failed compare-and-set is a read): the distinct
 * sequences of values each thread reads, counted by enumerating the interleavings of the four
 * loops.  Optimal-DPOR explores one execution per trace; a wakeup-tree leaf taken to stand for the
 * longer sequences that start with it missed 256 of them. */
public class CasRace4 {
  static final AtomicInteger count = new AtomicInteger();

  static void inc() {
    for (;;) {
      int v = count.get();
      if (count.compareAndSet(v, v + 1)) return;
    }
  }

  public static void main(String[] args) {
    for (int i = 0; i < 4; i++) new Thread(CasRace4::inc).start();
  }
}
