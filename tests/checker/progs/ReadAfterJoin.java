// verdict: ok

public class ReadAfterJoin {

  static int result;
  public static void main(String[] a) throws Exception {
    Thread w = new Thread(new Runnable() { public void run() { result = 42; } });
    w.start(); w.join();
    assert result == 42;
  }
}
