public class DporGraphExample extends Thread {
  static int i; // sharedness unknown a priori
  public static void main(String[] args) {
    new DporGraphExample().start();
    i = 2; // runs in main thread
  }
  public void run() {
    i = 1; // runs in new thread
  }
}
// The paper's Figure 2 (papers/dpor-engine-yes-maybe-replay.md), line for
// line, written here: the write on line 5 is a Maybe node the first time
// (nobody else has touched i yet), the write on line 8 finds i shared, and
// the search replays from the root with line 5 a Yes node that gets two
// schedules -- the paper's Figure 1.
