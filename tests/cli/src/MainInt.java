/* A public static main that returns int: the launcher's "must return ... void". */
public class MainInt {
  public static int main(String[] args) { return 3; }
}
