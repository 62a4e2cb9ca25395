// verdict: error
// stateless: skip none jpf spor (depth-first search without state matching does not reach the error within 1,000,000 executions; the source-set strategies do)

public class Philosophers3 {

  static final Object[] forks = { new Object(), new Object(), new Object() };
  public static void main(String[] x) throws Exception {
    Thread[] p = new Thread[3];
    for (int i = 0; i < 3; i++) {
      final int l = i, r = (i + 1) % 3;
      p[i] = new Thread(new Runnable() { public void run() { synchronized (forks[l]) { synchronized (forks[r]) { } } } });
    }
    for (Thread t : p) t.start();
    for (Thread t : p) t.join();
  }
}
