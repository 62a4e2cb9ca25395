// papers/stateful-por-source-sets.md, Figure 4: five threads whose first
// actions give s.current[1] = {1,2,3,4,5}, s.current[2] = {2,3},
// s.current[3] = {3,4} and s.current[4] = {2,3,4}: {2,3,4} is closed under
// current, so s.done = {1,2,3,4} is a source set and thread 5 is not
// explored from s.
public class Figure4 {
  static int a, b, c, d;
  public static void main(String[] args) {
    Thread t1 = new Thread(() -> { a = 1; });
    Thread t2 = new Thread(() -> { b = 1; int x = d; int y = a; });
    Thread t3 = new Thread(() -> { c = 1; int x = b; int y = d; int z = a; });
    Thread t4 = new Thread(() -> { d = 1; int x = c; int y = a; });
    Thread t5 = new Thread(() -> { int x = a; });
    jpor.Verify.beginAtomic();
    t1.start();
    t2.start();
    t3.start();
    t4.start();
    t5.start();
    jpor.Verify.endAtomic();
  }
}
