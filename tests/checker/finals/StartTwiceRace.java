// verdict: ok
// s and main both start t: whichever comes second gets an
// IllegalThreadStateException.  r = 1 or 11 (s started t), 2 or 10 (main
// did), the second digit telling whether main's catch ran first.  odpor
// found r = 2 alone: the start() that throws recorded no action, so it raced
// with nothing (it reads that t has started, which the other start() wrote).
public class StartTwiceRace {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { });
    Thread s = new Thread(() -> {
      try {
        t.start();
        r = 1;
      } catch (IllegalThreadStateException e) {
        r = 2;
      }
    });
    s.start();
    try {
      t.start();
    } catch (IllegalThreadStateException e) {
      r += 10;
    }
    s.join();
    t.join();
  }
}
