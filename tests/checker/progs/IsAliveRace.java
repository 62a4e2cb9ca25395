// verdict: error
// A thread that is still alive may have done everything but end: its end is
// a scheduling point of its own, not part of the steps before it.
public class IsAliveRace {
  static int x;

  public static void main(String[] args) {
    Thread t = new Thread(() -> x = 1);
    t.start();
    if (t.isAlive()) assert x == 0 : "alive, and its work is done already";
  }
}
