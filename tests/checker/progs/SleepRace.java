// verdict: error
// Java PathFinder's classic: the sleeps do not order the threads, so the
// worker may zero d before main divides by it.
public class SleepRace {
  static int d = 42;
  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      try { Thread.sleep(1001); } catch (InterruptedException e) { }
      d = 0;
    });
    t.start();
    Thread.sleep(1000);
    int r = 1000 / d;
    t.join();
    System.out.println(r);
  }
}
