// verdict: error
// A daemon takes a lock round after round; main takes it once and ends.
// Only two of the daemon's rounds after main's (between main's release and
// main's end) reach x == 12.  dpor-graph scheduled the daemon, cut when the
// program ended, at main's release -- where it waits for the lock -- and
// never ran it between the release and main's end (a helper's finding).
public class DaemonSyncRounds {
  static final Object lock = new Object();
  static int x;

  public static void main(String[] args) {
    Thread t = new Thread(() -> {
      for (int i = 0; i < 3; i++) {
        synchronized (lock) {
          x++;
          assert x != 12 : "two rounds after main's";
        }
      }
    });
    t.setDaemon(true);
    t.start();
    synchronized (lock) { x = 10; }
  }
}
