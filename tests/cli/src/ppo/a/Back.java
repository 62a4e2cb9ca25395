package ppo.a;

/* Back in Base's package: overrides Base.hook, though Sub's hook is between. */
public class Back extends ppo.b.Sub {
  void hook() { System.out.println("a.Back.hook"); }
}
