// verdict: ok
import gov.nasa.jpf.vm.Verify;

/* A class first loaded on one branch of a choice, after the other branch made many objects.
 * The class's mirror and its statics outlive every restore (they are made once, for every
 * path), so they must take heap slots that no saved state uses: under --search=bfs the state
 * of the other branch waits in the queue, and its objects sat where the mirror went (found by
 * a crash in the sharedness walk). */
public class LateClassLoad {
  static class Late {
    static final int[] TABLE = {3, 1, 4, 1, 5};
    static String name = "late" + TABLE.length;

    static int sum() {
      int s = 0;
      for (int v : TABLE) s += v;
      return s;
    }
  }

  static class Box {
    int v;
    Box next;
  }

  public static void main(String[] a) {
    boolean many = Verify.getBoolean();
    Box list = null;
    int n = many ? 40 : 1;
    for (int i = 0; i < n; i++) {
      Box b = new Box();
      b.v = i;
      b.next = list;
      list = b;
    }
    boolean load = Verify.getBoolean();
    if (load) assert Late.sum() == 14 && Late.name.equals("late5");
    int s = 0;
    for (Box b = list; b != null; b = b.next) s += b.v;
    assert s == n * (n - 1) / 2 : "lost boxes: " + s;
    assert Late.sum() == 14 && Late.name.equals("late5") : "Late's statics";
  }
}
