// verdict: error

public class UncaughtInThread {

  static int[] arr = new int[2]; static int idx;
  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { idx = 2; } });
    Thread t2 = new Thread(new Runnable() { public void run() { arr[idx] = 1; } });
    t1.start(); t2.start(); t1.join(); t2.join();
  }
}
