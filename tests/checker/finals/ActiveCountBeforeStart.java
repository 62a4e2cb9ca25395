// Thread.activeCount() against another thread's start(): r = 1, 2 or 3
// (finals_test.py).  The count read the lives of the threads started so
// far only, so it never raced with s's start of t; and dpor-graph's s ran
// t.start() and its own end in one node, so nothing came between them.
public class ActiveCountBeforeStart {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {});
    Thread s = new Thread(() -> t.start());
    s.start();
    r = Thread.activeCount();
    s.join();
    t.join();
  }
}
