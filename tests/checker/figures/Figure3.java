// papers/stateful-por-source-sets.md, Figure 3: at s, thread 1 writes o1;
// threads 2 and 3 access o1 later, so s.current[1] = {1,2,3} and thread 2 is
// explored next; thread 2's first action reads o2, which no later action of
// another thread touches, so s.current[2] = {2} and s.done = {1,2} is a
// source set (though not a persistent set: that would need {1,2,3}).
public class Figure3 {
  static int o1, o2;
  public static void main(String[] args) {
    Thread t1 = new Thread(() -> { o1 = 1; });
    Thread t2 = new Thread(() -> { int a = o2; int b = o1; });
    Thread t3 = new Thread(() -> { int c = o1; });
    jpor.Verify.beginAtomic();
    t1.start();
    t2.start();
    t3.start();
    jpor.Verify.endAtomic();
  }
}
