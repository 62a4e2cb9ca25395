/* Compiled against linkage/v1, run against v2 (build.sh): every access meets a
 * member of the other kind, or none, and java's linkage errors follow. */
public class LinkageMain {
  public static void main(String[] args) {
    LinkLib l = new LinkLib();
    try { System.out.println(LinkLib.s()); } catch (Throwable e) { System.out.println(e); }
    try { System.out.println(LinkLib.f); } catch (Throwable e) { System.out.println(e); }
    try { LinkLib.f = 5; } catch (Throwable e) { System.out.println(e); }
    try { System.out.println(l.v()); } catch (Throwable e) { System.out.println(e); }
    try { System.out.println(l.g); } catch (Throwable e) { System.out.println(e); }
    try { l.g = 4; } catch (Throwable e) { System.out.println(e); }
    try {
      LinkIface i = (LinkIface) (Object) l;
      i.im();
    } catch (Throwable e) {
      System.out.println(e);
    }
    try { LinkLib.gone(1, null, null); } catch (Throwable e) { System.out.println(e); }
    try { LinkLib.nat(1.0, null); } catch (Throwable e) { System.out.println(e); }
    System.out.println("end");
  }
}
