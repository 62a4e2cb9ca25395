// Table 1's MaybeExample, an analogue written here: main works on an object
// alone for a while (each access a Maybe node), then a thread it started
// touches the same object -- the earlier Maybe nodes were scheduling points,
// and the search replays.
public class MaybeExample {
  static class Box { int a, b; }
  static final Box box = new Box();
  static int seen;

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> { if (box.a == 1) seen = box.b; });
    t.start();
    box.a = 1;
    box.b = 2;
    t.join();
  }
}
