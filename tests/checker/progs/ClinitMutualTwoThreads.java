// verdict: error
/* Two classes whose static initialisers use each other, first used by two
 * threads: the initialisations can deadlock (each thread holds one class's
 * initialisation and waits for the other's), or one thread runs both, and
 * then main reads r2 = 1 (its B.b after T1's B, made inside A's
 * initialiser, saw A.a = 0).  Under --all-errors, odpor --stateless
 * reported the deadlock only: the path that ended in it never raced T1's
 * pending wait for B with main's start of B (allerrors_test.py). */
public class ClinitMutualTwoThreads {
  static class A {
    static int a;

    static { a = B.b + 1; }
  }

  static class B {
    static int b;

    static { b = A.a + 1; }
  }

  static int r1;

  public static void main(String[] args) throws Exception {
    Thread t1 = new Thread(() -> { r1 = A.a; });
    t1.start();
    int r2 = B.b;
    t1.join();
    assert r2 == 2 : "T1 initialised both classes: B.b = " + r2;
  }
}
