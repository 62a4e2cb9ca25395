// verdict: error
// Which thread runs a class's static initialiser is a choice of the
// schedule: the first to use the class.  Each worker's first use of Config
// may come first, so the initialiser may run in W1 (the assertion fails).
// The reduced strategies saw no action in the use of a class and explored
// W0 only (session 24's gap); the initialisation's start and a thread's
// first use of a class initialised while others ran are now actions.
public class ClinitWho {
  static String who;

  static class Config {
    static int v;

    static {
      who = Thread.currentThread().getName();
    }
  }

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> { int t = Config.v; }, "W0");
    Thread w1 = new Thread(() -> { int t = Config.v; }, "W1");
    w0.start();
    w1.start();
    w0.join();
    w1.join();
    assert who.equals("W0") : "initialised by " + who;
  }
}
