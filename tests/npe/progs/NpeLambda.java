// Helpful NullPointerException messages (JEP 358) with lambdas and method
// references.  An NPE raised inside the JDK's hidden lambda class (an unbound
// method reference applied to null) has no message.
public class NpeLambda {
  interface Fn { int apply(String s); }
  interface Sup { int get(); }
  interface Two { int apply(NpeLambda a, String b); }
  String f;

  static void show(NullPointerException e) { System.out.println(e.getMessage()); }
  int len(String s) { return s.length() + f.length(); }

  public static void main(String[] args) {
    Fn unbound = String::length;
    try { unbound.apply(null); } catch (NullPointerException e) { show(e); }
    Fn lambda = s -> s.length();
    try { lambda.apply(null); } catch (NullPointerException e) { show(e); }
    String cap = null;
    Sup captured = () -> cap.length();
    try { captured.get(); } catch (NullPointerException e) { show(e); }
    NpeLambda self = new NpeLambda();
    Sup field = () -> self.f.length();
    try { field.get(); } catch (NullPointerException e) { show(e); }
    Two two = NpeLambda::len;
    try { two.apply(self, "x"); } catch (NullPointerException e) { show(e); }
    try { two.apply(null, "x"); } catch (NullPointerException e) { show(e); }
    Two body = (a, b) -> a.len(b);
    try { body.apply(self, null); } catch (NullPointerException e) { show(e); }
    try { Sup bound = cap::length; } catch (NullPointerException e) { show(e); }
    try { System.out.println("value: " + cap.length()); } catch (NullPointerException e) { show(e); }
    Runnable r = () -> { throw null; };
    try { r.run(); } catch (NullPointerException e) { show(e); }
  }
}
