// verdict: error

public class ReadWithoutJoin {

  static int result;
  public static void main(String[] a) throws Exception {
    Thread w = new Thread(new Runnable() { public void run() { result = 42; } });
    w.start();
    assert result == 42 : "read before the writer ran";
    w.join();
  }
}
