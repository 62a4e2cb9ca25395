// verdict: error
// A final field written by reflection after its constructor (Java 17 allows
// it for an instance field once setAccessible(true)) while another thread
// reads it.  Reads of a final field whose constructor has returned commute
// with everything (JPF's skip_finals) -- unless the field is written later:
// the reduced strategies never let the reader go after the write (a
// helper's finding).  Such a write now makes the field's reads accesses like
// any other from the next run of the search on.
import java.lang.reflect.Field;

public class FinalWrittenByReflection {
  final int x;
  static int seen;

  FinalWrittenByReflection() {
    x = 1;
  }

  public static void main(String[] args) throws Exception {
    FinalWrittenByReflection o = new FinalWrittenByReflection();
    Field f = FinalWrittenByReflection.class.getDeclaredField("x");
    f.setAccessible(true);
    Thread writer = new Thread(() -> {
      try {
        f.setInt(o, 2);
      } catch (IllegalAccessException e) {
        throw new RuntimeException(e);
      }
    });
    Thread reader = new Thread(() -> { seen = o.x; });
    writer.start();
    reader.start();
    writer.join();
    reader.join();
    assert seen == 2 : "the reader went before the reflective write";
  }
}
