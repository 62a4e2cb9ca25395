import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

public class RecursiveActionArray {
    /** Squares every element in place. */
    static final class Square extends RecursiveAction {
        final double[] a;
        final int lo, hi;

        Square(double[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo < 100) {
                for (int i = lo; i < hi; i++)
                    a[i] = a[i] * a[i];
            } else {
                int mid = (lo + hi) >>> 1;
                Square l = new Square(a, lo, mid);
                Square r = new Square(a, mid, hi);
                l.fork();
                r.compute();
                l.join();
            }
        }
    }

    /** Fails on a negative element. */
    static final class Check extends RecursiveAction {
        final int[] a;
        final int lo, hi;

        Check(int[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 4) {
                for (int i = lo; i < hi; i++)
                    if (a[i] < 0)
                        throw new IllegalArgumentException("negative at " + i);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Check(a, lo, mid), new Check(a, mid, hi));
        }
    }

    /** Counts the elements above a limit. */
    static final class Count extends RecursiveTask<Integer> {
        final double[] a;
        final int lo, hi;
        final double limit;

        Count(double[] a, int lo, int hi, double limit) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
            this.limit = limit;
        }

        @Override
        protected Integer compute() {
            if (hi - lo < 50) {
                int c = 0;
                for (int i = lo; i < hi; i++)
                    if (a[i] > limit)
                        c++;
                return c;
            }
            int mid = (lo + hi) >>> 1;
            Count l = new Count(a, lo, mid, limit);
            Count r = new Count(a, mid, hi, limit);
            r.fork();
            l.fork();
            return l.join() + r.join();
        }
    }

    static Throwable root(Throwable t) {
        while (t.getCause() != null)
            t = t.getCause();
        return t;
    }

    public static void main(String[] args) {
        double[] a = new double[1000];
        for (int i = 0; i < a.length; i++)
            a[i] = i * 0.5;
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new Square(a, 0, a.length));
        double s = 0;
        for (double v : a)
            s += v;
        System.out.println("sum of squares: " + s + " a[999]=" + a[999]);
        System.out.println("count > 1000: " + pool.invoke(new Count(a, 0, a.length, 1000.0)));

        int[] good = new int[64];
        for (int i = 0; i < good.length; i++)
            good[i] = i;
        pool.invoke(new Check(good, 0, good.length));
        System.out.println("check good: ok");
        int[] bad = good.clone();
        bad[37] = -1;
        Check failing = new Check(bad, 0, bad.length);
        try {
            pool.invoke(failing);
            System.out.println("not reached");
        } catch (IllegalArgumentException e) {
            System.out.println("check bad: " + e.getClass().getName() + " root: " + root(e).getMessage());
        }
        System.out.println("failing: abnormal=" + failing.isCompletedAbnormally() + " cancelled=" + failing.isCancelled()
                + " root=" + root(failing.getException()).getMessage());

        // cancel before running
        Square never = new Square(a, 0, 10);
        System.out.println("cancel: " + never.cancel(false) + " cancelled=" + never.isCancelled() + " done=" + never.isDone());
        try {
            never.join();
        } catch (java.util.concurrent.CancellationException e) {
            System.out.println("join cancelled: " + e);
        }
        // complete by hand
        RecursiveTask<String> manual = new RecursiveTask<String>() {
            @Override
            protected String compute() {
                return "computed";
            }
        };
        manual.complete("given");
        System.out.println("complete: " + manual.join() + " " + manual.isCompletedNormally());
        // reinitialize and run again
        Count again = new Count(a, 0, 200, 10.0);
        System.out.println("first: " + again.invoke());
        again.reinitialize();
        System.out.println("after reinitialize: done=" + again.isDone() + " again=" + pool.invoke(again));
        System.out.println("inForkJoinPool from main: " + ForkJoinTask.inForkJoinPool() + " pool=" + ForkJoinTask.getPool());
        System.out.println("inside: " + pool.invoke(new RecursiveTask<Boolean>() {
            @Override
            protected Boolean compute() {
                return inForkJoinPool() && getPool() == pool;
            }
        }));
        pool.shutdown();
    }
}
