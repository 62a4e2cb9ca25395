/* A's constructor publishes 'this' before it sets its final field: another
 * thread can read the field before the write (0), or after (1), or find no
 * object (-1).  A read of a final field after the constructor counted as
 * settled (commuting with everything), and the lockset analysis never saw
 * it, so the read before the write was missed by every strategy but none
 * (escape_test.py). */
public class FinalThisEscapes {
  static class A {
    final int v;

    A() {
      published = this;
      v = 1;
    }
  }

  static volatile A published;
  static int seen = -1;

  public static void main(String[] args) throws Exception {
    Thread maker = new Thread(A::new);
    Thread reader = new Thread(() -> {
      A a = published;
      if (a != null) seen = a.v;
    });
    maker.start();
    reader.start();
    maker.join();
    reader.join();
  }
}
