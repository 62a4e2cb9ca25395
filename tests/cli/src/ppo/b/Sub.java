package ppo.b;

/* Does not override Base.hook (another package); overrides prot. */
public class Sub extends ppo.a.Base {
  void hook() { System.out.println("b.Sub.hook"); }
  protected void prot() { System.out.println("b.Sub.prot"); }
  public void runSub() { hook(); }
}
