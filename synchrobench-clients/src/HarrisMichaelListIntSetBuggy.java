/**
 * Seeded bug: removing an odd key marks the node with a plain write instead of
 * a CAS, so a node inserted after it meanwhile is lost (and a concurrent
 * remove of the same key may also succeed).
 */
public class HarrisMichaelListIntSetBuggy extends HarrisMichaelListIntSet {
  boolean mark(Node c, Node succ, int x) {
    if ((x & 1) == 0) return super.mark(c, succ, x);
    c.next.set(succ, true);
    return true;
  }
}
