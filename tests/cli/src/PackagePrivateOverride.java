/* Which hook() runs, from each package's view, for classes that alternate
 * between two packages. */
public class PackagePrivateOverride {
  public static void main(String[] args) {
    new ppo.a.Base().run();
    new ppo.b.Sub().run();
    new ppo.b.Sub().runSub();
    new ppo.a.Back().run();
    new ppo.a.Back().runSub();
    new ppo.b.Deeper().run();
    new ppo.b.Deeper().runSub();
  }
}
