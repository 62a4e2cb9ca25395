// Methods whose javac code tests/verify/make_cases.py patches, one case at a time.
public class V {
    static int S;
    static Object O = "o";
    int x;

    static int add(int a, int b) { return a + b; }
    static long lsum(long a, long b) { return a + b; }
    static long lcopy(long a) { long b = a; return b; }
    static double dsum(double a, double b) { return a + b; }
    static float fneg(float a) { return -a; }
    static Object obj() { return null; }
    static int gf(V h, int i) { return h.x; }
    static void pf(V h, int v) { h.x = v; }
    static void pst(int v, String s) { S = v; }
    static Object gst() { return O; }
    static int ia(int[] a, int i) { return a[i]; }
    static void is(int[] a, int i) { a[i] = i; }
    static int len(int[] a, String s) { return a.length; }
    static String cc(Object o) { return (String) o; }
    static int cc2(Object o) { return ((String) o).length(); }
    static Object mk() { return new Object(); }
    static void use(Object o) { }
    static void mk2() { use(new Object()); }
    static int mk3() { return new V().x; }
    static int br(int a) { int b = 0; if (a > 0) b = a; return b; }
    static int tern(int a, int x, int y) { return a > 0 ? x : y; }
    static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    static int h(String s) { try { return s.length(); } catch (RuntimeException e) { return e.hashCode(); } }
    static void th(RuntimeException e, String s) { throw e; }
    static int callLen(String s, Integer i) { return s.length(); }
    static int call2(int a) { return add(a, a); }
    static String rs(Object o) { return o.toString(); }
    static void inc(int a) { a++; }
    static boolean eqi(int a, int b) { return a == b; }
    static boolean isnull(Object o, int b) { return o == null; }
    static boolean zero(int a, Object o) { return a == 0; }
    static int sw(int k) { switch (k) { case 1: return 10; case 2: return 20; default: return 0; } }
    static char ca(char[] c, byte[] b) { return c[0]; }
    static int arr2(int[][] a) { return a[0][1]; }
    static Object newarr(int n) { return new String[n]; }
    static int mon(Object o, int a) { synchronized (o) { return a; } }
    static int iface(Runnable r, int a) { r.run(); return a; }
    static void ifc(Runnable r, Object o) { r.run(); }
    static void vb(VB b) { }
    static void vc(VC c) { vb(c); }
    V() { super(); }
    V(int x) { this.x = x; }

    static void run() {
        System.out.println(add(1, 2) + " " + lsum(1, 2) + " " + lcopy(3) + " " + dsum(1, 2) + " " + fneg(1));
        System.out.println(obj() + " " + gf(new V(), 1) + " " + ia(new int[] {4}, 0) + " " + len(new int[2], "") + " " + cc("s"));
        pf(new V(), 1); pst(1, ""); is(new int[2], 1); mk2(); inc(1);
        System.out.println(gst() + " " + cc2("ab") + " " + mk().getClass().getName() + " " + mk3() + " " + br(3) + " " + tern(1, 2, 3) + " " + loop(4));
        System.out.println(h("abc") + " " + callLen("ab", 1) + " " + call2(2) + " " + rs("r") + " " + eqi(1, 1) + " " + isnull(null, 1) + " " + zero(0, null));
        System.out.println(sw(2) + " " + ca(new char[] {'c'}, null) + " " + arr2(new int[][] {{1, 2}}) + " " + newarr(2).getClass().getName() + " " + mon("m", 5) + " " + iface(new Thread(), 6) + " " + new V(7).x);
        ifc(new Thread(), "x");
        try { th(new RuntimeException("t"), ""); } catch (RuntimeException e) { System.out.println("caught " + e.getMessage()); }
    }

    public static void main(String[] args) { run(); }
}

class VB { }
class VC extends VB { }
