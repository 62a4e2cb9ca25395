// T interrupts main and ends; main sleeps, then joins T.  r = 1: the sleep
// timed out before the interrupt (the join then returns or throws as T's end
// comes before it or after); r = 2: the sleep threw.  A sleep that threw at
// once (its flag already set) performed no action, so when T ran first
// (--order=seq:1,0) de-*, odpor missed r = 1 and the join's
// InterruptedException (orders_test.py; session 28's hunt).
public class SleepThrowsThenJoin {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(main::interrupt);
    t.start();
    try {
      Thread.sleep(5);
      r = 1;
    } catch (InterruptedException e) {
      r = 2;
    }
    t.join();
  }
}
