// verdict: ok
// main starts s, writes y, then starts t; s writes y, joins t and reads x,
// which t writes.  r = 0: s's join() came before main's start of t and
// returned at once.  dpor-graph missed r = 0 (every marker, stateful and
// stateless, in every order): a join() returning after the end saw nothing
// of the start, so it raced with the start in no execution
// (finals_test.py).
public class JoinAfterWriteBeforeOtherStarts {
  static int x, y, r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { x = 1; });
    Thread s = new Thread(() -> {
      y = 1;
      try {
        t.join();
      } catch (InterruptedException e) {
      }
      r = x;
    });
    s.start();
    y = 2;
    t.start();
    s.join();
    t.join();
  }
}
