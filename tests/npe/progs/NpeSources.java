// Helpful NullPointerException messages (JEP 358): what the "because" clause
// says for each kind of instruction that can push the null reference.
public class NpeSources {
  static String ss; static NpeSources sn; static String[] sarr; static int[] sidx = {1};
  String s; NpeSources next; NpeSources[] kids; int[] ia; Object o; static final int K = 3;

  static String sget() { return null; }
  NpeSources iget() { return null; }
  static NpeSources sobj() { return new NpeSources(); }
  static String[] arr() { return null; }
  static void show(NullPointerException e) { System.out.println(e.getMessage()); }

  void instance(String p1, long p2, String p3, double p4, int[] p5) {
    try { p1.length(); } catch (NullPointerException e) { show(e); }
    try { p3.length(); } catch (NullPointerException e) { show(e); }
    try { p5[0] = 1; } catch (NullPointerException e) { show(e); }
    try { s.length(); } catch (NullPointerException e) { show(e); }
    try { next.s.length(); } catch (NullPointerException e) { show(e); }
    try { this.next.next.s = null; } catch (NullPointerException e) { show(e); }
    try { iget().s = null; } catch (NullPointerException e) { show(e); }
    try { this.iget().s = null; } catch (NullPointerException e) { show(e); }
    try { kids[0].s = null; } catch (NullPointerException e) { show(e); }
    try { p3 = p1; p3.length(); } catch (NullPointerException e) { show(e); }
    try { String loc = p1; loc.length(); } catch (NullPointerException e) { show(e); }
    NpeSources me = this;
    try { me.next.o.hashCode(); } catch (NullPointerException e) { show(e); }
  }

  static void stat(int a, String b, long c, Object d) {
    try { b.length(); } catch (NullPointerException e) { show(e); }
    try { d.hashCode(); } catch (NullPointerException e) { show(e); }
    try { b = null; b.length(); } catch (NullPointerException e) { show(e); }
  }

  static void written(String p) {
    p = String.valueOf(p);
    p = null;
    try { p.length(); } catch (NullPointerException e) { show(e); }
  }

  static void writtenInCatch(String p) {
    try { p.length(); } catch (NullPointerException e) { show(e); p = null; }
    try { p.length(); } catch (NullPointerException e) { show(e); }
  }

  public static void main(String[] args) {
    int i = 1, j = 2; long lng = 5; String[] strs = new String[4]; String[][] grid = new String[3][];
    Object[][][] cube = new Object[2][2][2]; NpeSources n = new NpeSources();
    int[] idx = {2, 0}; NpeSources[] ns = new NpeSources[3];
    System.out.println("-- constants and statics");
    try { ((String) null).length(); } catch (NullPointerException e) { show(e); }
    try { ss.length(); } catch (NullPointerException e) { show(e); }
    try { NpeSources.sn.s = ""; } catch (NullPointerException e) { show(e); }
    try { sarr[0] = ""; } catch (NullPointerException e) { show(e); }
    try { sobj().next.s = ""; } catch (NullPointerException e) { show(e); }
    System.out.println("-- return values");
    try { sget().length(); } catch (NullPointerException e) { show(e); }
    try { n.iget().next = n; } catch (NullPointerException e) { show(e); }
    try { n.iget().iget().s = ""; } catch (NullPointerException e) { show(e); }
    try { arr()[0] = ""; } catch (NullPointerException e) { show(e); }
    try { System.out.println(arr().length); } catch (NullPointerException e) { show(e); }
    try { sobj().iget().s.length(); } catch (NullPointerException e) { show(e); }
    try { String.valueOf((Object) null).length(); System.out.println("ok"); } catch (NullPointerException e) { show(e); }
    System.out.println("-- array elements");
    try { strs[0].length(); } catch (NullPointerException e) { show(e); }
    try { strs[1].length(); } catch (NullPointerException e) { show(e); }
    try { strs[3].length(); } catch (NullPointerException e) { show(e); }
    try { strs[i].length(); } catch (NullPointerException e) { show(e); }
    try { strs[i + j].length(); } catch (NullPointerException e) { show(e); }
    try { strs[idx[0]].length(); } catch (NullPointerException e) { show(e); }
    try { strs[(int) lng - 3].length(); } catch (NullPointerException e) { show(e); }
    try { strs[K].length(); } catch (NullPointerException e) { show(e); }
    try { strs[sidx[0]].length(); } catch (NullPointerException e) { show(e); }
    try { strs[n.hashCode() & 1].length(); } catch (NullPointerException e) { show(e); }
    try { strs[-1 + 1].length(); } catch (NullPointerException e) { show(e); }
    try { grid[2][0] = ""; } catch (NullPointerException e) { show(e); }
    try { grid[i][j].length(); } catch (NullPointerException e) { show(e); }
    try { cube[1][1][1].hashCode(); } catch (NullPointerException e) { show(e); }
    try { ns[2].s = ""; } catch (NullPointerException e) { show(e); }
    try { n.kids[0] = n; } catch (NullPointerException e) { show(e); }
    try { arr()[1].length(); } catch (NullPointerException e) { show(e); }
    try { ns[0].kids[1].s = null; } catch (NullPointerException e) { show(e); }
    System.out.println("-- constant indexes");
    Object[] big = new Object[40000];
    try { big[5].hashCode(); } catch (NullPointerException e) { show(e); }
    try { big[6].hashCode(); } catch (NullPointerException e) { show(e); }
    try { big[127].hashCode(); } catch (NullPointerException e) { show(e); }
    try { big[128].hashCode(); } catch (NullPointerException e) { show(e); }
    try { big[32767].hashCode(); } catch (NullPointerException e) { show(e); }
    try { big[32768].hashCode(); } catch (NullPointerException e) { show(e); }
    try { big[-1].hashCode(); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    Object[] nul = null;
    try { nul[-1].hashCode(); } catch (NullPointerException e) { show(e); }
    try { nul[-2] = null; } catch (NullPointerException e) { show(e); }
    try { nul[-200].hashCode(); } catch (NullPointerException e) { show(e); }
    try { nul[-300].hashCode(); } catch (NullPointerException e) { show(e); }
    try { nul[-32768].hashCode(); } catch (NullPointerException e) { show(e); }
    System.out.println("-- casts and merges");
    Object obj = null;
    try { ((String) obj).length(); } catch (NullPointerException e) { show(e); }
    try { ((NpeSources) obj).next = null; } catch (NullPointerException e) { show(e); }
    try { ((String) (Object) sget()).length(); } catch (NullPointerException e) { show(e); }
    try { (i > 0 ? ss : sget()).length(); } catch (NullPointerException e) { show(e); }
    try { (i > 0 ? (String) null : "x").length(); } catch (NullPointerException e) { show(e); }
    try { (i > 0 ? strs[0] : strs[0]).length(); } catch (NullPointerException e) { show(e); }
    try { String t = i > 0 ? ss : "x"; t.length(); } catch (NullPointerException e) { show(e); }
    try { n.next = (i > 0 ? n : null).next; n.next.s = ""; } catch (NullPointerException e) { show(e); }
    System.out.println("-- parameters and this");
    n.instance(null, 1L, null, 2.0, null);
    stat(1, null, 2L, null);
    written("x");
    writtenInCatch(null);
    System.out.println("-- deep chains");
    NpeSources d = new NpeSources();
    d.next = new NpeSources(); d.next.next = new NpeSources(); d.next.next.next = new NpeSources();
    d.next.next.next.next = new NpeSources(); d.next.next.next.next.next = new NpeSources();
    try { d.next.next.next.next.next.next.s = ""; } catch (NullPointerException e) { show(e); }
    try { d.next.next.next.next.next.s.length(); } catch (NullPointerException e) { show(e); }
    try { d.next.next.next.next.s.length(); } catch (NullPointerException e) { show(e); }
    try { d.next.next.next.s.length(); } catch (NullPointerException e) { show(e); }
    try { d.next.next.next.next.next.next.next.s = ""; } catch (NullPointerException e) { show(e); }
    try { System.out.println(d.next.next.next.next.next.ia[0]); } catch (NullPointerException e) { show(e); }
    try { System.out.println(d.next.next.next.next.ia[0]); } catch (NullPointerException e) { show(e); }
    d.kids = new NpeSources[] {d};
    d.next.next.next.next.next.kids = new NpeSources[] {new NpeSources()};
    try { d.kids[0].kids[0].kids[0].next.next.next.next.next.next.s = ""; } catch (NullPointerException e) { show(e); }
    try { d.next.next.next.next.next.kids[0].next.s = ""; } catch (NullPointerException e) { show(e); }
    try { d.kids[0].next.next.next.next.next.kids[0].s.length(); } catch (NullPointerException e) { show(e); }
    try { cube[0][1][0].hashCode(); } catch (NullPointerException e) { show(e); }
    Object[][][][][][] six = new Object[1][1][1][1][1][1];
    try { six[0][0][0][0][0][0].hashCode(); } catch (NullPointerException e) { show(e); }
    try { six[0][0][0][0][0][0] = null; six[0][0][0][0][0] = null; six[0][0][0][0][0][0] = null; } catch (NullPointerException e) { show(e); }
    System.out.println("-- new");
    try { new NpeSources().next.s = ""; } catch (NullPointerException e) { show(e); }
    try { new NpeSources().s.length(); } catch (NullPointerException e) { show(e); }
    try { new NpeSources().next.next.s = ""; } catch (NullPointerException e) { show(e); }
    try { (new NpeSources[2])[0].s = ""; } catch (NullPointerException e) { show(e); }
    try { (new String[2][3])[0][0].length(); } catch (NullPointerException e) { show(e); }
    try { new NpeSources[] {null}[0].s = ""; } catch (NullPointerException e) { show(e); }
  }
}
