import java.util.Random;

/* A worker draws from a seeded Random: under plain `jpor check` it gets the
 * seed's value, as under java; with --enumerate-random (JPF's
 * cg.enumerate_random) every value 0..4 and both booleans are explored, and
 * only the draw of 3 with true fails. */
public class RandomChoice {
  public static void main(String[] args) throws InterruptedException {
    Random r = new Random(7);
    int[] got = new int[2];
    Thread t = new Thread(() -> {
      got[0] = r.nextInt(5);
      got[1] = r.nextBoolean() ? 1 : 0;
    });
    t.start();
    t.join();
    if (got[0] == 3 && got[1] == 1) throw new AssertionError("drew 3 and true");
    System.out.println("drew " + got[0] + " " + got[1]);
  }
}
