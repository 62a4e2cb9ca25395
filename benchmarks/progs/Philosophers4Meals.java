// Four dining philosophers who take their forks in order (the lower number
// first: no deadlock) and eat two meals each; main checks the meals.  The
// philosophers' benchmark of issue 12 (benchmarks/compare.sh).
public class Philosophers4Meals {
  static final int N = 4, MEALS = 2;
  static final Object[] forks = new Object[N];
  static final int[] eaten = new int[N];

  public static void main(String[] args) throws Exception {
    for (int i = 0; i < N; i++) forks[i] = new Object();
    Thread[] p = new Thread[N];
    for (int i = 0; i < N; i++) {
      final int id = i, l = Math.min(i, (i + 1) % N), r = Math.max(i, (i + 1) % N);
      p[i] = new Thread(new Runnable() {
        public void run() {
          for (int m = 0; m < MEALS; m++)
            synchronized (forks[l]) {
              synchronized (forks[r]) {
                eaten[id]++;
              }
            }
        }
      });
    }
    for (Thread t : p) t.start();
    for (Thread t : p) t.join();
    for (int i = 0; i < N; i++)
      if (eaten[i] != MEALS) throw new AssertionError("philosopher " + i + " ate " + eaten[i]);
  }
}
