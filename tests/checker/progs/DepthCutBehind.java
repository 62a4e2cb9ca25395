// verdict: error
// depth: 1700
// stateless: skip (without state matching none and jpf explore every interleaving with the loop and the source-set strategies learn nothing from a cut path: README, Known gaps)
// T1 writes a first, then counts to 1000 on a volatile; T2 asserts that a was
// written.  The error needs T2 first, but a search that runs T1
// first meets the depth bound before T2 ever runs: a strategy that tracks
// dependences must count what T2 would do after the cut as conflicting with
// everything, or it never tries T2 first (the dependence-tracking strategies
// missed it before session 8; JPF's RobotManager under --depth likewise).
public class DepthCutBehind {
  static int a;
  static volatile int count;

  public static void main(String[] args) {
    Thread t1 = new Thread(() -> {
      a = 1;
      for (int i = 0; i < 1000; i++) count = count + 1;
    });
    Thread t2 = new Thread(() -> {
      if (a != 1) throw new AssertionError("T2 ran before T1 wrote a");
    });
    t1.start();
    t2.start();
  }
}
