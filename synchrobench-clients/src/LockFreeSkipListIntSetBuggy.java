/**
 * Seeded bug: an odd key is linked at the bottom level with a plain write
 * instead of a CAS, so a node inserted or a mark set meanwhile is overwritten.
 */
public class LockFreeSkipListIntSetBuggy extends LockFreeSkipListIntSet {
  boolean linkBottom(Node pred, Node succ, Node n) {
    if ((n.key & 1) == 0) return super.linkBottom(pred, succ, n);
    pred.next(0).set(n, false);
    return true;
  }
}
