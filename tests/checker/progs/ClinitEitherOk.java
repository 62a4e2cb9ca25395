// verdict: ok
// Either worker may initialise Table; its initialiser depends on neither,
// so every order ends alike.  The workers use Table many times after their
// first use (new, static calls, static fields): no error, and the first use
// of each is the only one that is an action.
public class ClinitEitherOk {
  static class Table {
    static final int[] squares = new int[4];
    static int made;

    static {
      for (int i = 0; i < squares.length; i++) squares[i] = i * i;
    }

    Table() { }

    static int square(int i) { return squares[i]; }
  }

  static int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
      new Table();
      s += Table.square(i) + Table.squares[i];
    }
    return s;
  }

  static int r0, r1;

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> { r0 = sum(4); }, "W0");
    Thread w1 = new Thread(() -> { r1 = sum(3); }, "W1");
    w0.start();
    w1.start();
    w0.join();
    w1.join();
    assert r0 == 28 && r1 == 10 : r0 + " " + r1;
  }
}
