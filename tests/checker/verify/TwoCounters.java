// Two threads count to 120 on volatile fields of their own: every pair of
// counts is a state (tens of thousands under --por=spor), more than
// --memory=1m holds with the snapshots of the path.
public class TwoCounters {
  static volatile int a, b;

  public static void main(String[] args) throws InterruptedException {
    Thread t1 = new Thread(() -> {
      for (int i = 0; i < 120; i++) a = i;
    });
    Thread t2 = new Thread(() -> {
      for (int i = 0; i < 120; i++) b = i;
    });
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
