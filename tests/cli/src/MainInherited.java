/* java's launcher runs a public static main a superclass declares. */
public class MainInherited extends MainInheritedParent {}

class MainInheritedParent {
  public static void main(String[] args) { System.out.println("inherited main ran"); }
}
