package ppo.a;

/* A package-private method is overridden only from its own package (JVMS 5.4.5). */
public class Base {
  void hook() { System.out.println("a.Base.hook"); }
  protected void prot() { System.out.println("a.Base.prot"); }
  public void run() {
    hook();
    prot();
  }
}
