/* A public main that is not static: the launcher's "is not static". */
public class MainInstance {
  public void main(String[] args) { System.out.println("instance main ran"); }
}
