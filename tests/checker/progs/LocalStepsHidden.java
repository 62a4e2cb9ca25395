// verdict: error

/* A trace shows the scheduling points of the path, not what a thread does
 * to objects only it holds: the worker's array is its own (trace_test.sh). */
public class LocalStepsHidden {
  static int shared;

  public static void main(String[] a) throws Exception {
    Thread t = new Thread(new Runnable() {
      public void run() {
        int[] local = new int[3];
        for (int i = 0; i < local.length; i++) local[i] = i + 1;
        shared = local[0] + local[1];
      }
    });
    t.start();
    shared = 1;
    t.join();
    assert shared == 1 : "the worker wrote last: " + shared;
  }
}
