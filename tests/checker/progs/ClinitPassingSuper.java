// verdict: error
// Leaf's superclass Mid has no initialiser of its own and is not initialised
// yet when the threads first use Leaf: the initialisation of Mid is made in
// passing, and Leaf's (which reads x) must still be a choice -- the worker
// may run it before main's write of x.  The start of Leaf's initialisation
// was no scheduling point when an uninitialised superclass without code
// came first (a helper's finding, also with enums: java.lang.Enum).
public class ClinitPassingSuper {
  static int x;

  static class Mid { }

  static class Leaf extends Mid {
    static int v = x;
  }

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { int r = Leaf.v; });
    t.start();
    x = 1;
    int seen = Leaf.v;
    t.join();
    assert seen == 1 : "Leaf initialised by the worker before x = 1";
  }
}
