// release: 17
import java.util.*;

public class IndyRecords {
  record Point(int x, int y) {}
  record Named(String name, Point p) {}
  record Prims(boolean z, byte b, char c, short s, int i, long l, float f, double d) {}
  record Empty() {}
  record Boxes(Integer i, Double d, Object o) {}
  record Custom(int a) {
    public String toString() { return "Custom!" + a; }
  }
  record Loud(String v) {
    public boolean equals(Object o) {
      System.out.println("Loud.equals " + v);
      return o instanceof Loud && ((Loud) o).v.equals(v);
    }
    public int hashCode() { return v.length(); }
  }
  record Pair(Loud first, Loud second) {}
  record WithArray(int[] data) {}
  record Generic<T>(T value, List<T> list) {}
  interface Shape { double area(); }
  record Square(double side) implements Shape {
    public double area() { return side * side; }
  }

  public static void main(String[] args) {
    Point p = new Point(1, 2), q = new Point(1, 2), r = new Point(2, 1);
    System.out.println(p + " " + p.x() + " " + p.y());
    System.out.println("equals " + p.equals(q) + " " + p.equals(r) + " " + p.equals(null) + " " + p.equals("x") + " " + p.equals(p));
    System.out.println("hash " + p.hashCode() + " " + r.hashCode() + " " + (p.hashCode() == q.hashCode()));
    Named n = new Named("origin", new Point(0, 0));
    System.out.println(n + " hash " + n.hashCode());
    Named nn = new Named(null, null);
    System.out.println(nn + " hash " + nn.hashCode() + " " + nn.equals(new Named(null, null)) + " " + nn.equals(n));
    Prims a = new Prims(true, (byte) -1, 'c', (short) 7, -5, 1L << 40, 1.5f, -2.25);
    Prims b = new Prims(true, (byte) -1, 'c', (short) 7, -5, 1L << 40, 1.5f, -2.25);
    System.out.println(a);
    System.out.println("prims equal " + a.equals(b) + " hash " + a.hashCode() + " " + (a.hashCode() == b.hashCode()));
    Prims nan1 = new Prims(false, (byte) 0, '\0', (short) 0, 0, 0, Float.NaN, Double.NaN);
    Prims nan2 = new Prims(false, (byte) 0, '\0', (short) 0, 0, 0, Float.NaN, Double.NaN);
    System.out.println("NaN equal " + nan1.equals(nan2) + " hash " + nan1.hashCode());
    Prims z1 = new Prims(false, (byte) 0, 'a', (short) 0, 0, 0, 0.0f, 0.0);
    Prims z2 = new Prims(false, (byte) 0, 'a', (short) 0, 0, 0, -0.0f, 0.0);
    System.out.println("signed zero equal " + z1.equals(z2));
    Empty e = new Empty();
    System.out.println(e + " " + e.hashCode() + " " + e.equals(new Empty()));
    Boxes bx = new Boxes(3, 4.5, "s");
    System.out.println(bx + " " + bx.hashCode() + " " + bx.equals(new Boxes(3, 4.5, "s")) + " " + bx.equals(new Boxes(3, 4.5, null)));
    System.out.println(new Custom(9) + " " + new Custom(9).equals(new Custom(9)) + " " + new Custom(9).hashCode());
    Pair pr1 = new Pair(new Loud("one"), new Loud("two"));
    Pair pr2 = new Pair(new Loud("one"), new Loud("two"));
    Pair pr3 = new Pair(new Loud("uno"), new Loud("zwei"));
    System.out.println("pair equals " + pr1.equals(pr2));
    System.out.println("pair differs " + pr1.equals(pr3));
    System.out.println("pair hash " + pr1.hashCode());
    Loud same = new Loud("same");
    System.out.println("identical components " + new Pair(same, same).equals(new Pair(same, same)));
    int[] data = {1, 2};
    System.out.println("array component " + new WithArray(data).equals(new WithArray(data)) + " " + new WithArray(data).equals(new WithArray(new int[] {1, 2})));
    List<String> l = new ArrayList<>();
    l.add("x");
    Generic<String> g = new Generic<>("v", l);
    System.out.println(g + " " + g.equals(new Generic<>("v", l)));
    Shape sq = new Square(1.5);
    System.out.println(sq + " " + sq.area());
    record Local(String s, long n) {}
    System.out.println(new Local("loc", 5) + " " + new Local("loc", 5).hashCode());
    Object[] keys = {new Point(3, 4), new Point(3, 4), new Named("k", null)};
    int hits = 0;
    for (Object k1 : keys) for (Object k2 : keys) if (k1.equals(k2)) hits++;
    System.out.println("hits " + hits);
    int sum = 0;
    for (int i = 0; i < 50000; i++) sum += new Point(i, -i).hashCode() + (new Point(i, i).equals(new Point(i, i)) ? 1 : 0);
    System.out.println("sum " + sum);
  }
}
