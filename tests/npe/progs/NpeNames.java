// Helpful NullPointerException messages (JEP 358): how methods and fields are
// named (class names with dots, Object and String shortened, parameter lists).
import java.util.Map;

@SuppressWarnings("unchecked")
public class NpeNames {
  static class Inner {
    static Inner[] all;
    String name;
    int take(StringBuilder a, StringBuffer b, Object c, String d, Integer e) { return 0; }
    int prims(boolean z, byte b, char c, short s, int i, long j, float f, double d) { return 0; }
    int arrays(int[] a, long[][] b, Object[] c, String[][][] d, Map.Entry<String, String>[] e) { return 0; }
    int generic(Map<String, Object> m, Comparable<String> c) { return 0; }
    Object objs(Object a, Object b, String c, Object d) { return null; }
    Object stringy(java.lang.StringBuilder sb, String s, StringBuilder sb2) { return null; }
  }
  interface Api { default int dflt(String s) { return 1; } }
  static class Strings { String Stringx; }
  static void show(NullPointerException e) { System.out.println(e.getMessage()); }

  public static void main(String[] args) {
    Inner in = null;
    try { in.take(null, null, null, null, null); } catch (NullPointerException e) { show(e); }
    try { in.prims(true, (byte) 1, 'c', (short) 2, 3, 4L, 5f, 6d); } catch (NullPointerException e) { show(e); }
    try { in.arrays(null, null, null, null, null); } catch (NullPointerException e) { show(e); }
    try { in.generic(null, null); } catch (NullPointerException e) { show(e); }
    try { in.objs(null, null, null, null); } catch (NullPointerException e) { show(e); }
    try { in.stringy(null, null, null); } catch (NullPointerException e) { show(e); }
    try { in.name.length(); } catch (NullPointerException e) { show(e); }
    try { Inner.all[0].name = ""; } catch (NullPointerException e) { show(e); }
    Api api = null;
    try { api.dflt("x"); } catch (NullPointerException e) { show(e); }
    Object o = null;
    try { o.toString(); } catch (NullPointerException e) { show(e); }
    try { o.wait(); } catch (NullPointerException e) { show(e); } catch (InterruptedException e) { }
    Comparable<String> cmp = null;
    try { cmp.compareTo("a"); } catch (NullPointerException e) { show(e); }
    CharSequence cs = null;
    try { cs.charAt(1); } catch (NullPointerException e) { show(e); }
    String s = null;
    try { s.concat(s); } catch (NullPointerException e) { show(e); }
    try { s.regionMatches(true, 1, s, 2, 3); } catch (NullPointerException e) { show(e); }
    try { s.getChars(0, 1, new char[1], 0); } catch (NullPointerException e) { show(e); }
    Strings st = null;
    try { st.Stringx.length(); } catch (NullPointerException e) { show(e); }
    Thread th = null;
    try { th.setName("x"); } catch (NullPointerException e) { show(e); }
    Map.Entry<String, String> me = null;
    try { me.getKey(); } catch (NullPointerException e) { show(e); }
    java.util.List<int[]>[] lists = new java.util.List[1];
    try { lists[0].get(0)[0] = 1; } catch (NullPointerException e) { show(e); }
    Runnable r = null;
    try { r.run(); } catch (NullPointerException e) { show(e); }
  }
}
