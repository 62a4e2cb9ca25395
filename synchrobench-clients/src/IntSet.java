/** The integer-set interface of Synchrobench's list benchmarks. */
public interface IntSet {
  boolean addInt(int x);

  boolean removeInt(int x);

  boolean containsInt(int x);

  /** The elements in ascending order (quiescent use only). */
  int[] toArray();
}
