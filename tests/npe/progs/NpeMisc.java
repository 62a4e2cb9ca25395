// Helpful NullPointerException messages (JEP 358): wide local indexes, locals
// past slot 63, enum switches, records, inner classes, generic calls, iinc.
import java.util.List;

public class NpeMisc {
  enum Color { RED, GREEN }
  record Point(int x, String label) { }
  String name; RuntimeException ex; Integer boxed;

  class Inner {
    int len() { return name.length(); }
    void outerField() { boxed++; }
  }

  static void show(NullPointerException e) { System.out.println(e.getMessage()); }

  // iinc does not count as a store: the index still prints as a parameter
  static void incremented(Object[] a, int i) {
    i++;
    try { a[i].hashCode(); } catch (NullPointerException e) { show(e); }
    try { a[i + 0].hashCode(); } catch (NullPointerException e) { show(e); }
  }

  // 70 parameter slots: HotSpot tracks stores only for slots 0..63
  static void manyParams(long a0, long a1, long a2, long a3, long a4, long a5, long a6, long a7,
                         long a8, long a9, long b0, long b1, long b2, long b3, long b4, long b5,
                         long b6, long b7, long b8, long b9, long c0, long c1, long c2, long c3,
                         long c4, long c5, long c6, long c7, long c8, long c9, String low, long d0,
                         long d1, long d2, String high, Object[] arr) {
    try { low.length(); } catch (NullPointerException e) { show(e); }
    try { high.length(); } catch (NullPointerException e) { show(e); }
    try { arr[0].hashCode(); } catch (NullPointerException e) { show(e); }
  }

  // more than 256 local slots: javac uses wide aload/astore
  static void wideLocals() {
    long l00 = 0, l01 = 0, l02 = 0, l03 = 0, l04 = 0, l05 = 0, l06 = 0, l07 = 0, l08 = 0, l09 = 0;
    long l10 = 0, l11 = 0, l12 = 0, l13 = 0, l14 = 0, l15 = 0, l16 = 0, l17 = 0, l18 = 0, l19 = 0;
    long l20 = 0, l21 = 0, l22 = 0, l23 = 0, l24 = 0, l25 = 0, l26 = 0, l27 = 0, l28 = 0, l29 = 0;
    long l30 = 0, l31 = 0, l32 = 0, l33 = 0, l34 = 0, l35 = 0, l36 = 0, l37 = 0, l38 = 0, l39 = 0;
    long l40 = 0, l41 = 0, l42 = 0, l43 = 0, l44 = 0, l45 = 0, l46 = 0, l47 = 0, l48 = 0, l49 = 0;
    long l50 = 0, l51 = 0, l52 = 0, l53 = 0, l54 = 0, l55 = 0, l56 = 0, l57 = 0, l58 = 0, l59 = 0;
    long l60 = 0, l61 = 0, l62 = 0, l63 = 0, l64 = 0, l65 = 0, l66 = 0, l67 = 0, l68 = 0, l69 = 0;
    long l70 = 0, l71 = 0, l72 = 0, l73 = 0, l74 = 0, l75 = 0, l76 = 0, l77 = 0, l78 = 0, l79 = 0;
    long l80 = 0, l81 = 0, l82 = 0, l83 = 0, l84 = 0, l85 = 0, l86 = 0, l87 = 0, l88 = 0, l89 = 0;
    long l90 = 0, l91 = 0, l92 = 0, l93 = 0, l94 = 0, l95 = 0, l96 = 0, l97 = 0, l98 = 0, l99 = 0;
    long m00 = 0, m01 = 0, m02 = 0, m03 = 0, m04 = 0, m05 = 0, m06 = 0, m07 = 0, m08 = 0, m09 = 0;
    long m10 = 0, m11 = 0, m12 = 0, m13 = 0, m14 = 0, m15 = 0, m16 = 0, m17 = 0, m18 = 0, m19 = 0;
    long m20 = 0, m21 = 0, m22 = 0, m23 = 0, m24 = 0, m25 = 0, m26 = 0, m27 = 0, m28 = 0, m29 = 0;
    String far = null; int[] farArr = null; int farIdx = 2; Object[] objs = new Object[4];
    try { far.length(); } catch (NullPointerException e) { show(e); }
    try { farArr[farIdx] = 1; } catch (NullPointerException e) { show(e); }
    try { objs[farIdx].hashCode(); } catch (NullPointerException e) { show(e); }
  }

  static String label(Color c) {
    switch (c) {
      case RED: return "red";
      default: return "other";
    }
  }

  static String get(List<String> l) { return l.get(0); }

  public static void main(String[] args) {
    incremented(new Object[4], 1);
    manyParams(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               null, 0, 0, 0, null, null);
    wideLocals();
    try { label(null); } catch (NullPointerException e) { show(e); }
    Point p = null;
    try { p.label(); } catch (NullPointerException e) { show(e); }
    try { new Point(1, null).label().length(); } catch (NullPointerException e) { show(e); }
    NpeMisc m = new NpeMisc();
    NpeMisc.Inner in = m.new Inner();
    try { in.len(); } catch (NullPointerException e) { show(e); }
    try { in.outerField(); } catch (NullPointerException e) { show(e); }
    try { throw m.ex; } catch (NullPointerException e) { show(e); }
    try { int v = m.boxed; } catch (NullPointerException e) { show(e); }
    List<String> list = null;
    try { get(list); } catch (NullPointerException e) { show(e); }
    Object o = null;
    try { if (o instanceof String s && s.length() > 0) System.out.println(s); ((String) o).isEmpty(); }
    catch (NullPointerException e) { show(e); }
    String[] words = {null};
    try { for (String w : words) w.length(); } catch (NullPointerException e) { show(e); }
    char[][] cs = new char[2][];
    try { cs[1][0] = 'x'; } catch (NullPointerException e) { show(e); }
    boolean[][] zs = new boolean[2][];
    try { System.out.println(zs[1][0]); } catch (NullPointerException e) { show(e); }
    short[][] ss = new short[2][];
    try { ss[1][1]++; } catch (NullPointerException e) { show(e); }
    double[][] ds = new double[2][];
    try { ds[1][0] *= 2; } catch (NullPointerException e) { show(e); }
  }
}
