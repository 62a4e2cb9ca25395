// A daemon's write may come after main's last one, before main's end: final
// states x=1 and x=5 (daemons_test.sh).
public class DaemonFinalWrite {
  static int x;

  public static void main(String[] args) {
    Thread t = new Thread(() -> { x = 1; });
    t.setDaemon(true);
    t.start();
    x = 5;
  }
}
