// i interrupts main and ends; main joins i: r = 1 when i ended before the
// join (join() returns, the flag stays set), r = 2 when the join saw i
// alive and threw (finals_test.py).  dpor-graph ran i's interrupt and its
// end in one node: r = 1 was never tried.
public class JoinThrowsJoineeInterrupts {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread i = new Thread(() -> main.interrupt());
    i.start();
    try {
      i.join();
      r = 1;
    } catch (InterruptedException e) {
      r = 2;
    }
  }
}
