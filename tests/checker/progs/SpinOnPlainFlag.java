// verdict: ok
// A thread spins on a plain (non-volatile) flag that another sets: under
// --visibility=sync the first run does not schedule at the flag, so the
// spinning transition would never end; the checker must cut it, schedule
// the flag and find the race, not report "a transition ran too long".
public class SpinOnPlainFlag {
  static boolean ready;
  static int data;

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> { data = 42; ready = true; });
    Thread reader = new Thread(() -> {
      while (!ready) { }
      assert data == 42;
    });
    reader.start();
    writer.start();
    reader.join();
    writer.join();
  }
}
