import java.util.Arrays;

// A fork/join style merge sort with plain threads: halves sorted in new threads
// down to a depth, joined and merged.
public class ParallelMergeSort {
    static int threadsUsed;
    static synchronized void countThread() { threadsUsed++; }

    static void sort(int[] a, int lo, int hi, int[] tmp, int depth) throws InterruptedException {
        if (hi - lo < 2) return;
        int mid = (lo + hi) >>> 1;
        if (depth > 0) {
            Thread left = new Thread(() -> {
                try { sort(a, lo, mid, tmp, depth - 1); } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
            countThread();
            left.start();
            sort(a, mid, hi, tmp, depth - 1);
            left.join();
        } else {
            sort(a, lo, mid, tmp, 0);
            sort(a, mid, hi, tmp, 0);
        }
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    public static void main(String[] args) throws Exception {
        int n = 3000;
        int[] a = new int[n];
        long x = 12345;
        for (int i = 0; i < n; i++) {
            x = (x * 6364136223846793005L + 1442695040888963407L);
            a[i] = (int) ((x >>> 33) % 100000);
        }
        int[] ref = a.clone();
        Arrays.sort(ref);
        sort(a, 0, n, new int[n], 3);
        System.out.println("threads used " + threadsUsed);
        System.out.println("sorted equals Arrays.sort: " + Arrays.equals(a, ref));
        for (int i = 0; i < n; i += 300) System.out.println("a[" + i + "] = " + a[i]);
        System.out.println("min " + a[0] + " max " + a[n - 1]);
    }
}
