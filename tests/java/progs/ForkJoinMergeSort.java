import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinMergeSort {
    static final class Sort extends RecursiveAction {
        final int[] a, tmp;
        final int lo, hi;

        Sort(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 64) {
                Arrays.sort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Sort(a, tmp, lo, mid), new Sort(a, tmp, mid, hi));
            merge(mid);
        }

        void merge(int mid) {
            System.arraycopy(a, lo, tmp, lo, hi - lo);
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                a[k++] = tmp[i] <= tmp[j] ? tmp[i++] : tmp[j++];
            while (i < mid)
                a[k++] = tmp[i++];
            while (j < hi)
                a[k++] = tmp[j++];
        }
    }

    public static void main(String[] args) {
        Random rnd = new Random(42);
        int[] sizes = { 0, 1, 63, 64, 65, 1000, 5000 };
        ForkJoinPool pool = new ForkJoinPool(3);
        for (int n : sizes) {
            int[] a = new int[n];
            for (int i = 0; i < n; i++)
                a[i] = rnd.nextInt(10000) - 5000;
            int[] b = a.clone();
            Arrays.sort(b);
            pool.invoke(new Sort(a, new int[n], 0, n));
            long h = 0;
            for (int v : a)
                h = h * 31 + v;
            System.out.println("n=" + n + " sorted=" + Arrays.equals(a, b) + " hash=" + h
                    + (n > 0 ? " min=" + a[0] + " max=" + a[n - 1] : ""));
        }
        // the same through the common pool
        int[] c = new int[3000];
        for (int i = 0; i < c.length; i++)
            c[i] = (i * 7919) % 3001;
        new Sort(c, new int[c.length], 0, c.length).invoke();
        boolean ok = true;
        for (int i = 1; i < c.length; i++)
            ok &= c[i - 1] <= c[i];
        System.out.println("common sorted=" + ok + " first=" + Arrays.toString(Arrays.copyOf(c, 5)));
        // invokeAll over a collection
        int[][] parts = new int[4][];
        java.util.List<Sort> tasks = new java.util.ArrayList<>();
        for (int p = 0; p < 4; p++) {
            parts[p] = new int[200 + p];
            for (int i = 0; i < parts[p].length; i++)
                parts[p][i] = rnd.nextInt(1000);
            tasks.add(new Sort(parts[p], new int[parts[p].length], 0, parts[p].length));
        }
        pool.invoke(new RecursiveAction() {
            @Override
            protected void compute() {
                invokeAll(tasks);
            }
        });
        for (int p = 0; p < 4; p++)
            System.out.println("part " + p + ": " + parts[p][0] + ".." + parts[p][parts[p].length - 1]);
        pool.shutdown();
    }
}
