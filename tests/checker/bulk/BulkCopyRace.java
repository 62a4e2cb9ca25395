/* One thread copies an array with System.arraycopy while another reads an
 * element of the copy: it reads 0 or the copied 6.  arraycopy performed no
 * action, so the graph-based searches never put the read before the copy
 * (bulk_test.py). */
public class BulkCopyRace {
  static int seen;

  public static void main(String[] args) throws Exception {
    int[] dst = new int[2];
    int[] src = {5, 6};
    Thread copier = new Thread(() -> System.arraycopy(src, 0, dst, 0, 2));
    Thread reader = new Thread(() -> { seen = dst[1]; });
    copier.start();
    reader.start();
    copier.join();
    reader.join();
  }
}
