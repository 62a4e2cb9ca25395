/* The example of wakeup trees in Abdulla et al. (Optimal DPOR): p writes x, q writes y, r reads y
 * and, when it read 0, reads x.  Three Mazurkiewicz traces: r reads y after q's write (x is never
 * read), or before it, and then reads x before or after p's write.  Source-DPOR without wakeup
 * trees explores a fourth, sleep-set blocked, execution. */
public class WritesRead3 {
  static int x, y;

  public static void main(String[] args) {
    Thread p = new Thread(() -> { x = 1; });
    Thread q = new Thread(() -> { y = 1; });
    Thread r = new Thread(() -> {
      int m = y;
      if (m == 0) {
        int n = x;
      }
    });
    p.start();
    q.start();
    r.start();
  }
}
