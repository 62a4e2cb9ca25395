// Table 1's MoreSimple, an analogue written here: a thread and main each
// write a shared field and read it back.
public class MoreSimple {
  static int x, seenByThread, seenByMain;

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> { x = 1; seenByThread = x; });
    t.start();
    x = 2;
    seenByMain = x;
    t.join();
  }
}
