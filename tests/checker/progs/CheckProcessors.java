// verdict: ok
// Under the checker availableProcessors() is 1 (JPF's default), whatever the
// machine: a search, and a pool sized by it, must not depend on where it runs.
public class CheckProcessors {
  public static void main(String[] args) {
    int n = Runtime.getRuntime().availableProcessors();
    assert n == 1 : "availableProcessors() = " + n;
  }
}
