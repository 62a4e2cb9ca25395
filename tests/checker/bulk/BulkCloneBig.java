/* A clone of an array longer than the lockset analysis follows element by
 * element races with a write of its last element: the copy holds 0 or 3. */
public class BulkCloneBig {
  static int seen;
  static long[] copy;

  public static void main(String[] args) throws Exception {
    long[] a = new long[300];
    Thread cloner = new Thread(() -> { copy = a.clone(); });
    Thread writer = new Thread(() -> { a[299] = 3; });
    cloner.start();
    writer.start();
    cloner.join();
    writer.join();
    seen = (int)copy[299];
  }
}
