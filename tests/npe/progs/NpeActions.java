// Helpful NullPointerException messages (JEP 358): one case per failing
// instruction kind.  Each NPE is caught and only its message is printed.
import java.util.List;

public class NpeActions {
  int i; long l; double d; float f; byte b; char c; short s; boolean z;
  Object o; String str; NpeActions next; int[] ia;
  static NpeActions sn;

  interface Shape { double area(); int sides(int x, long y); }
  static class Box implements Shape {
    public double area() { return 1; }
    public int sides(int x, long y) { return 4; }
    synchronized void sync() { }
  }

  int inst(int a, long b, double c, String d, Object e, int[] f, String[][] g) { return a; }
  private int priv() { return 1; }
  static void show(NullPointerException e) { System.out.println(e.getMessage()); }

  public static void main(String[] args) {
    NpeActions n = null;
    int[] ia = null; long[] la = null; float[] fa = null; double[] da = null;
    byte[] ba = null; boolean[] za = null; char[] ca = null; short[] sa = null;
    Object[] oa = null; String[] sta = null;
    System.out.println("-- putfield");
    try { n.i = 1; } catch (NullPointerException e) { show(e); }
    try { n.l = 1; } catch (NullPointerException e) { show(e); }
    try { n.d = 1; } catch (NullPointerException e) { show(e); }
    try { n.f = 1; } catch (NullPointerException e) { show(e); }
    try { n.b = 1; } catch (NullPointerException e) { show(e); }
    try { n.c = 'x'; } catch (NullPointerException e) { show(e); }
    try { n.s = 1; } catch (NullPointerException e) { show(e); }
    try { n.z = true; } catch (NullPointerException e) { show(e); }
    try { n.o = null; } catch (NullPointerException e) { show(e); }
    try { n.next = n; } catch (NullPointerException e) { show(e); }
    System.out.println("-- getfield");
    try { System.out.println(n.i); } catch (NullPointerException e) { show(e); }
    try { System.out.println(n.l); } catch (NullPointerException e) { show(e); }
    try { System.out.println(n.d); } catch (NullPointerException e) { show(e); }
    try { System.out.println(n.str); } catch (NullPointerException e) { show(e); }
    try { n.i++; } catch (NullPointerException e) { show(e); }
    try { n.l += 5; } catch (NullPointerException e) { show(e); }
    System.out.println("-- array loads");
    try { System.out.println(ia[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(la[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(fa[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(da[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(ba[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(za[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(ca[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(sa[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(oa[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(sta[0]); } catch (NullPointerException e) { show(e); }
    System.out.println("-- array stores");
    try { ia[0] = 1; } catch (NullPointerException e) { show(e); }
    try { la[0] = 1; } catch (NullPointerException e) { show(e); }
    try { fa[0] = 1; } catch (NullPointerException e) { show(e); }
    try { da[0] = 1; } catch (NullPointerException e) { show(e); }
    try { ba[0] = 1; } catch (NullPointerException e) { show(e); }
    try { za[0] = true; } catch (NullPointerException e) { show(e); }
    try { ca[0] = 'c'; } catch (NullPointerException e) { show(e); }
    try { sa[0] = 1; } catch (NullPointerException e) { show(e); }
    try { oa[0] = "x"; } catch (NullPointerException e) { show(e); }
    try { sta[0] = null; } catch (NullPointerException e) { show(e); }
    try { ia[1]++; } catch (NullPointerException e) { show(e); }
    try { la[1] += 2; } catch (NullPointerException e) { show(e); }
    System.out.println("-- arraylength");
    try { System.out.println(ia.length); } catch (NullPointerException e) { show(e); }
    try { System.out.println(sta.length); } catch (NullPointerException e) { show(e); }
    try { for (int x : ia) System.out.println(x); } catch (NullPointerException e) { show(e); }
    System.out.println("-- athrow");
    try { throw null; } catch (NullPointerException e) { show(e); }
    try { RuntimeException r = null; throw r; } catch (NullPointerException e) { show(e); }
    try { throw n.sn.exc(); } catch (NullPointerException e) { show(e); }
    System.out.println("-- monitorenter");
    try { synchronized (n) { System.out.println("in"); } } catch (NullPointerException e) { show(e); }
    try { synchronized (sn) { System.out.println("in"); } } catch (NullPointerException e) { show(e); }
    System.out.println("-- invoke");
    try { n.toString(); } catch (NullPointerException e) { show(e); }
    try { n.hashCode(); } catch (NullPointerException e) { show(e); }
    try { n.equals(n); } catch (NullPointerException e) { show(e); }
    try { n.inst(1, 2L, 3.0, "s", null, null, null); } catch (NullPointerException e) { show(e); }
    try { n.priv(); } catch (NullPointerException e) { show(e); }
    Shape sh = null;
    try { sh.area(); } catch (NullPointerException e) { show(e); }
    try { sh.sides(1, 2); } catch (NullPointerException e) { show(e); }
    Box bx = null;
    try { bx.sync(); } catch (NullPointerException e) { show(e); }
    try { bx.area(); } catch (NullPointerException e) { show(e); }
    try { ia.clone(); } catch (NullPointerException e) { show(e); }
    try { sta.clone(); } catch (NullPointerException e) { show(e); }
    try { sta.getClass(); } catch (NullPointerException e) { show(e); }
    List<String> list = null;
    try { list.add("x"); } catch (NullPointerException e) { show(e); }
    try { for (String x : list) System.out.println(x); } catch (NullPointerException e) { show(e); }
    StringBuilder sb = null;
    try { sb.append(sb); } catch (NullPointerException e) { show(e); }
    try { sb.append("a").append(1); } catch (NullPointerException e) { show(e); }
    try { new StringBuilder().append(sta); } catch (NullPointerException e) { show(e); }
    System.out.println("-- unboxing");
    Integer bi = null; Long bl = null; Boolean bz = null; Character bc = null; Double bd = null;
    try { int x = bi; } catch (NullPointerException e) { show(e); }
    try { long x = bl; } catch (NullPointerException e) { show(e); }
    try { if (bz) System.out.println(); } catch (NullPointerException e) { show(e); }
    try { char x = bc; } catch (NullPointerException e) { show(e); }
    try { double x = bd + 1; } catch (NullPointerException e) { show(e); }
    System.out.println("-- switch");
    String key = null;
    try { switch (key) { case "a": System.out.println("a"); break; default: break; } } catch (NullPointerException e) { show(e); }
    System.out.println("-- explicit and library");
    try { throw new NullPointerException(); } catch (NullPointerException e) { show(e); }
    try { throw new NullPointerException("mine"); } catch (NullPointerException e) { show(e); }
    try { java.util.Objects.requireNonNull(null); } catch (NullPointerException e) { show(e); }
    try { NpeActions m = n; m.new Inner(); } catch (NullPointerException e) { show(e); }
    try { System.arraycopy(ia, 0, ia, 0, 1); } catch (NullPointerException e) { show(e); }
  }
  RuntimeException exc() { return null; }
  class Inner { }
}
