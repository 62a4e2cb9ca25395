/* One thread clones an object while another writes its field: the clone has
 * the old value or the new one.  clone performed no action (bulk_test.py). */
public class BulkCloneRace {
  static class Box implements Cloneable {
    int v = 1;

    Box copy() {
      try {
        return (Box) clone();
      } catch (CloneNotSupportedException e) {
        throw new AssertionError(e);
      }
    }
  }

  static int seen;

  public static void main(String[] args) throws Exception {
    Box b = new Box();
    Thread cloner = new Thread(() -> { seen = b.copy().v; });
    Thread writer = new Thread(() -> { b.v = 9; });
    cloner.start();
    writer.start();
    cloner.join();
    writer.join();
  }
}
