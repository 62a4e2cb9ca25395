// odpor, stateless: a wakeup subtree passes through a data choice
// (Verify.getBoolean) on its way to the next state where threads race;
// every value must start with it.  When the first value took it, the
// second started with none and lost the interleaving where c writes f0
// before b does and f2 before a does (f0 == 21, f2 == 10).  Shrunk from
// generated program 7566.
public class OdporChoiceSubtree {
  static int f0, f1, f2;

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(() -> { f2 = 10; });
    Thread b = new Thread(() -> { f1 = 1; if (jpor.Verify.getBoolean()) f0 = 21; });
    Thread c = new Thread(() -> { f0 = 2; f2 = 1; });
    jpor.Verify.beginAtomic();
    a.start();
    b.start();
    c.start();
    jpor.Verify.endAtomic();
    a.join();
    b.join();
    c.join();
    assert !(f0 == 21 && f1 == 1 && f2 == 10) : "f0 == 21, f1 == 1, f2 == 10";
  }
}
