import java.util.*;

/** Several sorting algorithms on seeded random data, with operation counts and verification. */
public class SortBench {
    interface Sorter {
        String name();
        void sort(int[] a, Counter c);
    }

    static class Counter {
        long compares;
        long swaps;
        boolean less(int x, int y) { compares++; return x < y; }
        void swap(int[] a, int i, int j) { swaps++; int t = a[i]; a[i] = a[j]; a[j] = t; }
        void reset() { compares = 0; swaps = 0; }
    }

    static class BubbleSort implements Sorter {
        public String name() { return "bubble"; }
        public void sort(int[] a, Counter c) {
            for (int end = a.length - 1; end > 0; end--) {
                boolean swapped = false;
                for (int i = 0; i < end; i++) {
                    if (c.less(a[i + 1], a[i])) { c.swap(a, i, i + 1); swapped = true; }
                }
                if (!swapped) break;
            }
        }
    }

    static class InsertionSort implements Sorter {
        public String name() { return "insertion"; }
        public void sort(int[] a, Counter c) {
            for (int i = 1; i < a.length; i++) {
                for (int j = i; j > 0 && c.less(a[j], a[j - 1]); j--) c.swap(a, j, j - 1);
            }
        }
    }

    static class SelectionSort implements Sorter {
        public String name() { return "selection"; }
        public void sort(int[] a, Counter c) {
            for (int i = 0; i < a.length - 1; i++) {
                int min = i;
                for (int j = i + 1; j < a.length; j++) if (c.less(a[j], a[min])) min = j;
                if (min != i) c.swap(a, i, min);
            }
        }
    }

    static class ShellSort implements Sorter {
        public String name() { return "shell"; }
        public void sort(int[] a, Counter c) {
            int h = 1;
            while (h < a.length / 3) h = 3 * h + 1;
            for (; h >= 1; h /= 3) {
                for (int i = h; i < a.length; i++) {
                    for (int j = i; j >= h && c.less(a[j], a[j - h]); j -= h) c.swap(a, j, j - h);
                }
            }
        }
    }

    static class MergeSort implements Sorter {
        public String name() { return "merge"; }
        public void sort(int[] a, Counter c) {
            int[] aux = new int[a.length];
            sort(a, aux, 0, a.length - 1, c);
        }
        private void sort(int[] a, int[] aux, int lo, int hi, Counter c) {
            if (hi <= lo) return;
            int mid = lo + (hi - lo) / 2;
            sort(a, aux, lo, mid, c);
            sort(a, aux, mid + 1, hi, c);
            System.arraycopy(a, lo, aux, lo, hi - lo + 1);
            int i = lo, j = mid + 1;
            for (int k = lo; k <= hi; k++) {
                if (i > mid) a[k] = aux[j++];
                else if (j > hi) a[k] = aux[i++];
                else if (c.less(aux[j], aux[i])) a[k] = aux[j++];
                else a[k] = aux[i++];
                c.swaps++;
            }
        }
    }

    static class QuickSort implements Sorter {
        public String name() { return "quick"; }
        public void sort(int[] a, Counter c) { sort(a, 0, a.length - 1, c); }
        private void sort(int[] a, int lo, int hi, Counter c) {
            while (lo < hi) {
                int p = partition(a, lo, hi, c);
                if (p - lo < hi - p) { sort(a, lo, p - 1, c); lo = p + 1; }
                else { sort(a, p + 1, hi, c); hi = p - 1; }
            }
        }
        private int partition(int[] a, int lo, int hi, Counter c) {
            int mid = lo + (hi - lo) / 2;
            if (c.less(a[mid], a[lo])) c.swap(a, mid, lo);
            if (c.less(a[hi], a[lo])) c.swap(a, hi, lo);
            if (c.less(a[mid], a[hi])) c.swap(a, mid, hi);
            int pivot = a[hi];
            int i = lo;
            for (int j = lo; j < hi; j++) {
                if (c.less(a[j], pivot)) { c.swap(a, i, j); i++; }
            }
            c.swap(a, i, hi);
            return i;
        }
    }

    static class HeapSort implements Sorter {
        public String name() { return "heap"; }
        public void sort(int[] a, Counter c) {
            int n = a.length;
            for (int k = n / 2 - 1; k >= 0; k--) sink(a, k, n, c);
            while (n > 1) {
                c.swap(a, 0, --n);
                sink(a, 0, n, c);
            }
        }
        private void sink(int[] a, int k, int n, Counter c) {
            while (2 * k + 1 < n) {
                int j = 2 * k + 1;
                if (j + 1 < n && c.less(a[j], a[j + 1])) j++;
                if (!c.less(a[k], a[j])) break;
                c.swap(a, k, j);
                k = j;
            }
        }
    }

    static class RadixSort implements Sorter {
        public String name() { return "radix"; }
        public void sort(int[] a, Counter c) {
            int[] out = new int[a.length];
            for (int shift = 0; shift < 32; shift += 8) {
                int[] count = new int[257];
                for (int v : a) {
                    int b = (v >>> shift) & 0xFF;
                    if (shift == 24) b ^= 0x80;  // signed order for the top byte
                    count[b + 1]++;
                }
                for (int r = 0; r < 256; r++) count[r + 1] += count[r];
                for (int v : a) {
                    int b = (v >>> shift) & 0xFF;
                    if (shift == 24) b ^= 0x80;
                    out[count[b]++] = v;
                    c.swaps++;
                }
                System.arraycopy(out, 0, a, 0, a.length);
            }
        }
    }

    static class CountingSort implements Sorter {
        public String name() { return "counting"; }
        public void sort(int[] a, Counter c) {
            if (a.length == 0) return;
            int min = a[0], max = a[0];
            for (int v : a) { if (v < min) min = v; if (v > max) max = v; }
            if ((long) max - min > 5_000_000) { new MergeSort().sort(a, c); return; }
            int[] counts = new int[max - min + 1];
            for (int v : a) counts[v - min]++;
            int k = 0;
            for (int i = 0; i < counts.length; i++) while (counts[i]-- > 0) { a[k++] = i + min; c.swaps++; }
        }
    }

    static int[] data(String kind, int n, Random r) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            switch (kind) {
                case "random": a[i] = r.nextInt(); break;
                case "small": a[i] = r.nextInt(20) - 10; break;
                case "sorted": a[i] = i * 3; break;
                case "reversed": a[i] = (n - i) * 7; break;
                default: a[i] = (i % 2 == 0) ? i : n - i;  // zigzag
            }
        }
        return a;
    }

    static long checksum(int[] a) {
        long h = 17;
        for (int v : a) h = h * 31 + v;
        return h;
    }

    static boolean isSorted(int[] a) {
        for (int i = 1; i < a.length; i++) if (a[i - 1] > a[i]) return false;
        return true;
    }

    public static void main(String[] args) {
        Sorter[] sorters = {new BubbleSort(), new InsertionSort(), new SelectionSort(), new ShellSort(), new MergeSort(),
                new QuickSort(), new HeapSort(), new RadixSort(), new CountingSort()};
        String[] kinds = {"random", "small", "sorted", "reversed", "zigzag"};
        int[] sizes = {0, 1, 7, 100, 1000};
        Counter c = new Counter();
        for (String kind : kinds) {
            for (int n : sizes) {
                Random r = new Random(n * 31L + kind.hashCode());
                int[] original = data(kind, n, r);
                int[] reference = original.clone();
                Arrays.sort(reference);
                long refSum = checksum(reference);
                StringBuilder line = new StringBuilder(String.format("%-8s n=%-5d", kind, n));
                for (Sorter s : sorters) {
                    if (n > 100 && (s instanceof BubbleSort || s instanceof SelectionSort) && !kind.equals("sorted")) {
                        line.append(String.format(" %s=skip", s.name()));
                        continue;
                    }
                    int[] a = original.clone();
                    c.reset();
                    s.sort(a, c);
                    boolean ok = isSorted(a) && checksum(a) == refSum;
                    line.append(String.format(" %s=%s/%d/%d", s.name(), ok ? "ok" : "FAIL", c.compares, c.swaps));
                }
                System.out.println(line);
            }
        }
        // larger run for the fast algorithms
        Random big = new Random(20240601L);
        int[] base = new int[50000];
        for (int i = 0; i < base.length; i++) base[i] = big.nextInt(1000000) - 500000;
        for (Sorter s : new Sorter[] {new ShellSort(), new MergeSort(), new QuickSort(), new HeapSort(), new RadixSort(), new CountingSort()}) {
            int[] a = base.clone();
            c.reset();
            s.sort(a, c);
            System.out.println(String.format("%-9s 50000: sorted=%b min=%d median=%d max=%d compares=%d moves=%d", s.name(), isSorted(a), a[0], a[a.length / 2], a[a.length - 1], c.compares, c.swaps));
        }
        // stable object sort with a comparator for comparison
        List<String> words = new ArrayList<String>();
        Random wr = new Random(5);
        for (int i = 0; i < 30; i++) {
            StringBuilder w = new StringBuilder();
            int len = 1 + wr.nextInt(6);
            for (int k = 0; k < len; k++) w.append((char) ('a' + wr.nextInt(5)));
            words.add(w.toString());
        }
        Collections.sort(words, new Comparator<String>() {
            public int compare(String x, String y) { return Integer.compare(x.length(), y.length()); }
        });
        System.out.println(words);
    }
}
