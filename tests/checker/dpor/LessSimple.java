// Table 1's LessSimple, an analogue written here: a writer publishes two
// fields in order, a reader reads them in the other order (message passing
// without synchronisation), and main reads both after joining.
public class LessSimple {
  static int data, flag, r1, r2, sum;

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> { data = 42; flag = 1; });
    Thread reader = new Thread(() -> { r1 = flag; r2 = data; });
    writer.start();
    reader.start();
    writer.join();
    reader.join();
    sum = data + flag;
  }
}
