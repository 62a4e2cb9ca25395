// verdict: ok

public class PublishBeforeStart {

  static int[] data;
  public static void main(String[] a) throws Exception {
    data = new int[] {1, 2, 3};
    Thread r = new Thread(new Runnable() { public void run() { assert data[0] + data[1] + data[2] == 6; } });
    r.start(); r.join();
  }
}
