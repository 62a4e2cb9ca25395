/* The LinkLib LinkageMain is compiled against (v2 changes every member's kind). */
public class LinkLib {
  public static String s() { return "s"; }
  public static int f = 1;
  public String v() { return "v"; }
  public int g = 2;
  public static void gone(int x, String[] y, long[][] z) {}
  public static native void nat(double d, Object o);
}
