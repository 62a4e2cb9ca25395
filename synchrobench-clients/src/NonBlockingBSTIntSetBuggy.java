/**
 * Seeded bug: inserting an odd key flags the parent with a plain write instead
 * of a CAS, so two inserts (or an insert and a delete) under the same parent
 * both believe they own it and one update is lost.
 */
public class NonBlockingBSTIntSetBuggy extends NonBlockingBSTIntSet {
  boolean flagInsert(Internal p, Update expected, Update flag, int k) {
    if ((k & 1) == 0) return super.flagInsert(p, expected, flag, k);
    p.update = flag;
    return true;
  }
}
