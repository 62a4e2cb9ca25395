/* CPU-bound: sorting a large int array with quicksort (and checking it). */
public class BenchSort {
  static void quicksort(int[] a, int lo, int hi) {
    while (lo < hi) {
      int p = a[(lo + hi) >>> 1], i = lo, j = hi;
      while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) {
          int t = a[i];
          a[i] = a[j];
          a[j] = t;
          i++;
          j--;
        }
      }
      if (j - lo < hi - i) {
        quicksort(a, lo, j);
        lo = i;
      } else {
        quicksort(a, i, hi);
        hi = j;
      }
    }
  }

  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000000;
    int[] a = new int[n];
    long seed = 42;
    for (int i = 0; i < n; i++) {
      seed = (seed * 6364136223846793005L + 1442695040888963407L);
      a[i] = (int) (seed >>> 33);
    }
    quicksort(a, 0, n - 1);
    long check = 0;
    for (int i = 1; i < n; i++) {
      if (a[i - 1] > a[i]) throw new IllegalStateException("not sorted at " + i);
      check += a[i] % 1000;
    }
    System.out.println("sorted " + n + " ints, check " + check);
  }
}
