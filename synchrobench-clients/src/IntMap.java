/** A map from int keys to non-negative int values; -1 stands for "absent". */
public interface IntMap {
  /** Maps k to v; returns the previous value or -1. */
  int putInt(int k, int v);

  /** The value of k or -1. */
  int getInt(int k);

  /** Removes k; returns its value or -1. */
  int removeInt(int k);

  /** Keys and values interleaved, keys ascending (quiescent use only). */
  int[] toArray();
}
