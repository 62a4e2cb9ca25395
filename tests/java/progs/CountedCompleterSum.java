import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class CountedCompleterSum {
    /** Sums a[lo, hi): splits in halves, each half adds its sum into its parent when done. */
    static final class Sum extends CountedCompleter<Long> {
        final int[] a;
        final int lo, hi;
        final Sum parent;
        long result;
        Sum left, right;

        Sum(Sum parent, int[] a, int lo, int hi) {
            super(parent);
            this.parent = parent;
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public void compute() {
            if (hi - lo <= 8) {
                for (int i = lo; i < hi; i++)
                    result += a[i];
                tryComplete();
            } else {
                int mid = (lo + hi) >>> 1;
                left = new Sum(this, a, lo, mid);
                right = new Sum(this, a, mid, hi);
                setPendingCount(1);
                left.fork();
                right.compute();
            }
        }

        @Override
        public void onCompletion(CountedCompleter<?> caller) {
            if (left != null)
                result = left.result + right.result;
        }

        @Override
        public Long getRawResult() {
            return result;
        }
    }

    /** Applies an action to each element; completion when all are visited. */
    static final class ForEach extends CountedCompleter<Void> {
        final int[] a;
        final int lo, hi;
        final AtomicInteger visited;

        ForEach(CountedCompleter<?> p, int[] a, int lo, int hi, AtomicInteger visited) {
            super(p);
            this.a = a;
            this.lo = lo;
            this.hi = hi;
            this.visited = visited;
        }

        @Override
        public void compute() {
            int l = lo, h = hi;
            while (h - l >= 2) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new ForEach(this, a, mid, h, visited).fork();
                h = mid;
            }
            if (h > l) {
                a[l] *= 2;
                visited.incrementAndGet();
            }
            propagateCompletion();
        }
    }

    /** Finds an index holding the value; the first finder completes the root. */
    static final class Search extends CountedCompleter<Integer> {
        final int[] a;
        final int lo, hi, target;
        final AtomicReference<Integer> found;

        Search(CountedCompleter<?> p, int[] a, int lo, int hi, int target, AtomicReference<Integer> found) {
            super(p);
            this.a = a;
            this.lo = lo;
            this.hi = hi;
            this.target = target;
            this.found = found;
        }

        @Override
        public void compute() {
            int l = lo, h = hi;
            while (found.get() == null && h >= l) {
                if (h - l >= 2) {
                    int mid = (l + h) >>> 1;
                    addToPendingCount(1);
                    new Search(this, a, mid, h, target, found).fork();
                    h = mid;
                } else {
                    if (a[l] == target && found.compareAndSet(null, l))
                        quietlyCompleteRoot();
                    break;
                }
            }
            tryComplete();
        }

        @Override
        public Integer getRawResult() {
            return found.get();
        }
    }

    static final java.util.List<String> calls = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    static final class Failing extends CountedCompleter<Void> {
        final int depth;

        Failing(CountedCompleter<?> p, int depth) {
            super(p);
            this.depth = depth;
        }

        @Override
        public void compute() {
            if (depth == 3)
                throw new IllegalStateException("depth " + depth);
            setPendingCount(1);
            new Failing(this, depth + 1).fork();
        }

        /** The root's call comes after the root is complete: it is not recorded (a joiner may already run). */
        @Override
        public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
            if (depth > 0)
                calls.add("depth " + depth + " (caller is " + (caller == this ? "itself" : "a child") + ")");
            return true;
        }
    }

    public static void main(String[] args) {
        int[] a = new int[1000];
        for (int i = 0; i < a.length; i++)
            a[i] = i % 17;
        long expect = 0;
        for (int v : a)
            expect += v;
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("sum: " + pool.invoke(new Sum(null, a, 0, a.length)) + " expected " + expect);
        System.out.println("sum (common): " + new Sum(null, a, 0, 100).invoke());

        AtomicInteger visited = new AtomicInteger();
        int[] b = a.clone();
        pool.invoke(new ForEach(null, b, 0, b.length, visited));
        long s2 = 0;
        for (int v : b)
            s2 += v;
        System.out.println("forEach visited " + visited.get() + " sum now " + s2);

        int[] c = new int[500];
        for (int i = 0; i < c.length; i++)
            c[i] = i * 3;
        System.out.println("search 300: " + pool.invoke(new Search(null, c, 0, c.length - 1, 300, new AtomicReference<>())));
        System.out.println("search 301: " + pool.invoke(new Search(null, c, 0, c.length - 1, 301, new AtomicReference<>())));

        Failing f = new Failing(null, 0);
        try {
            pool.invoke(f);
        } catch (IllegalStateException e) {
            Throwable t = e;
            while (t.getCause() != null)
                t = t.getCause();
            System.out.println("failed: " + t.getMessage() + " root abnormal=" + f.isCompletedAbnormally());
            System.out.println("exceptional completions: " + calls);
        }

        Sum manual = new Sum(null, a, 0, 0);
        manual.complete(99L);
        System.out.println("complete: done=" + manual.isDone() + " pending=" + manual.getPendingCount());
        Sum counted = new Sum(null, a, 0, 0);
        counted.setPendingCount(2);
        counted.addToPendingCount(1);
        System.out.println("pending " + counted.getPendingCount() + " cas " + counted.compareAndSetPendingCount(3, 1) + " dec "
                + counted.decrementPendingCountUnlessZero() + " dec " + counted.decrementPendingCountUnlessZero() + " first="
                + (counted.firstComplete() == counted) + " root=" + (new Sum(counted, a, 0, 0).getRoot() == counted));
        pool.shutdown();
    }
}
