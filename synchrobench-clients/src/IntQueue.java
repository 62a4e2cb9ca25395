/** A FIFO queue of non-negative ints. */
public interface IntQueue {
  /** Appends x; always true. */
  boolean enqueue(int x);

  /** Takes the oldest element, or returns -1 when the queue is empty. */
  int dequeue();

  /** The elements from oldest to newest (quiescent use only). */
  int[] toArray();
}
