/** Seeded bug: updates of an odd key do not check that pred is unmarked. */
public class LazyListIntSetBuggy extends LazyListIntSet {
  boolean validate(Node pred, Node curr, int x) {
    if ((x & 1) == 1) return !curr.marked && pred.next == curr;
    return super.validate(pred, curr, x);
  }
}
