// odpor, stateless: after a data choice (Verify.getBoolean) a thread's next
// event depends on the value; the wakeup sequences of each value must stay
// apart.  When a sequence with b's write of f0 (true) went below a node of
// b's write of g1 (false), the node differed from what b did and its
// subtree was dropped: the interleaving where c increments b's 21, reads
// g1 before b writes it and writes f1 after b (f0 == 22, f1 == 0,
// f2 == 10, g1 == 1) was lost.  Shrunk from generated program 7566.
public class OdporChoiceValues {
  static int f0, f1, f2, g1;

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(() -> { f2 = 10; });
    Thread b = new Thread(() -> { f1 = 1; if (jpor.Verify.getBoolean()) f0 = 21; g1 = 1; });
    Thread c = new Thread(() -> { f0++; f1 = g1; f2 = 1; });
    jpor.Verify.beginAtomic();
    a.start();
    b.start();
    c.start();
    jpor.Verify.endAtomic();
    a.join();
    b.join();
    c.join();
    assert !(f0 == 22 && f1 == 0 && f2 == 10 && g1 == 1) : "f0 == 22, f1 == 0, f2 == 10, g1 == 1";
  }
}
