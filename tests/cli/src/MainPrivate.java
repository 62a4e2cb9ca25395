/* Not a main method for java's launcher: it is not public. */
public class MainPrivate {
  private static void main(String[] args) { System.out.println("private main ran"); }
}
