// verdict: error
// Main joins its first thread, then starts a second and reads what it
// writes.  Having joined every thread once is not having joined them all
// now: the read races with the new thread's write and stays a scheduling
// point.  The read's transition begins at the start, so the order where the
// writer runs first must come from seeing the race.

public class JoinThenStartRace {
  static volatile int x;
  static int y;

  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { y = 1; } });
    t1.start();
    t1.join();
    Thread t2 = new Thread(new Runnable() { public void run() { x = 1; } });
    t2.start();
    int seen = x;
    t2.join();
    assert seen == 0 : "the second thread wrote first";
  }
}
