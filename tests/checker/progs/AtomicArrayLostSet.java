// verdict: error
// AtomicIntegerArray.set against getAndIncrement of the same element: if
// the increment goes first, the set overwrites it (a plain write, no lost
// update in Java's sense, but the assertion says it must not happen).  The
// class library's get and set were plain array accesses, which the lockset
// analysis compared with plain accesses only: never a scheduling point, so
// the reduced strategies ran the set in one order only (session 25).
import java.util.concurrent.atomic.AtomicIntegerArray;

public class AtomicArrayLostSet {
  static final AtomicIntegerArray a = new AtomicIntegerArray(2);

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> a.set(1, 3));
    t.start();
    a.getAndIncrement(1);
    t.join();
    assert a.get(1) == 4 : "the set came after the increment: " + a.get(1);
  }
}
