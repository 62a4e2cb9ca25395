package ppo.b;

/* Overrides Sub.hook (its package), not Base.hook nor Back.hook. */
public class Deeper extends ppo.a.Back {
  void hook() { System.out.println("b.Deeper.hook"); }
}
