/* A copy longer than the lockset analysis follows element by element races
 * with a read of its last element: 0 or 7. */
public class BulkCopyBig {
  static int seen;

  public static void main(String[] args) throws Exception {
    int[] dst = new int[300];
    int[] src = new int[300];
    src[299] = 7;
    Thread copier = new Thread(() -> System.arraycopy(src, 0, dst, 0, 300));
    Thread reader = new Thread(() -> { seen = dst[299]; });
    copier.start();
    reader.start();
    copier.join();
    reader.join();
  }
}
