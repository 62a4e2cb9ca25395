import gov.nasa.jpf.vm.Verify;

// A walk on the integers: each step goes down 1 or up 2, and reaching -3 is
// the error.  Depth first takes "up" first and climbs for ever (no state
// repeats), so only a depth bound stops it; breadth first finds the three
// steps down, the shortest path, as JPF's BFSHeuristic does.
public class BfsPuzzle {
  public static void main(String[] args) {
    int x = 0;
    while (true) {
      if (Verify.getBoolean())
        x -= 1;
      else
        x += 2;
      assert x != -3 : "reached -3";
    }
  }
}
