/* The LinkLib LinkageMain runs against: statics made instance members and back. */
public class LinkLib implements LinkIface {
  public String s() { return "s"; }
  public int f = 1;
  public static String v() { return "v"; }
  public static int g = 2;
  public static native void nat(double d, Object o);
}
