// odpor, stateful: a state reached again whose L_r has a read and then a
// write of one location by other threads (c reads f2, d writes it) races,
// through that write, with b's read before the state.  Exploring d where
// b's read ran does not reverse the race (c's read comes first in L_r);
// c must run there, or the interleaving d reads, a writes, c reads, d
// writes, b reads (f0 == 1, f2 == 3, f4 == 21) is lost.  Shrunk from
// generated program 7482.
public class OdporLrInitial {
  static int f0, f2, f4;

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(() -> { f2 = 1; });
    Thread b = new Thread(() -> { if (f2 > 2) f4 = 21; });
    Thread c = new Thread(() -> { f0 = f2; });
    Thread d = new Thread(() -> { f2 = f2 + 3; });
    jpor.Verify.beginAtomic();
    a.start();
    b.start();
    c.start();
    d.start();
    jpor.Verify.endAtomic();
    a.join();
    b.join();
    c.join();
    d.join();
    assert !(f0 == 1 && f2 == 3 && f4 == 21) : "f0 == 1, f2 == 3, f4 == 21";
  }
}
