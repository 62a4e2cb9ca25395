import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;

public class ForkJoinSum {
    static final class Sum extends RecursiveTask<Long> {
        final long[] a;
        final int lo, hi;

        Sum(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= 1000) {
                long s = 0;
                for (int i = lo; i < hi; i++)
                    s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid);
            Sum right = new Sum(a, mid, hi);
            left.fork();
            long r = right.compute();
            return left.join() + r;
        }
    }

    static final class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        @Override
        protected Integer compute() {
            if (n <= 8)
                return slow(n);
            Fib f1 = new Fib(n - 1);
            Fib f2 = new Fib(n - 2);
            invokeAll(f1, f2);
            return f1.join() + f2.join();
        }

        static int slow(int n) {
            return n < 2 ? n : slow(n - 1) + slow(n - 2);
        }
    }

    /** Splits only while the pool has few surplus queued tasks. */
    static final class Adaptive extends RecursiveTask<Long> {
        final int lo, hi;

        Adaptive(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= 100 || getSurplusQueuedTaskCount() > 3) {
                long s = 0;
                for (int i = lo; i < hi; i++)
                    s += i;
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Adaptive l = new Adaptive(lo, mid);
            l.fork();
            long r = new Adaptive(mid, hi).compute();
            return l.join() + r;
        }
    }

    public static void main(String[] args) throws Exception {
        long[] a = new long[20000];
        for (int i = 0; i < a.length; i++)
            a[i] = (i * 31L) % 1000;
        long expected = 0;
        for (long v : a)
            expected += v;

        ForkJoinPool common = ForkJoinPool.commonPool();
        int cpus = Runtime.getRuntime().availableProcessors();
        System.out.println("common parallelism ok: " + (common.getParallelism() == Math.max(1, cpus - 1))
                + " " + (ForkJoinPool.getCommonPoolParallelism() == common.getParallelism()));
        System.out.println("common invoke: " + common.invoke(new Sum(a, 0, a.length)) + " expected " + expected);
        System.out.println("task.invoke: " + new Sum(a, 0, a.length).invoke());
        Sum forked = new Sum(a, 0, 5000);
        forked.fork();
        System.out.println("fork/join from main: " + forked.join() + " done=" + forked.isDone()
                + " normal=" + forked.isCompletedNormally() + " abnormal=" + forked.isCompletedAbnormally());

        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("pool parallelism: " + pool.getParallelism());
        System.out.println("pool invoke: " + pool.invoke(new Sum(a, 0, a.length)));
        ForkJoinTask<Long> sub = pool.submit(new Sum(a, 100, 19000));
        System.out.println("submit/get: " + sub.get() + " raw=" + sub.getRawResult());
        System.out.println("adaptive: " + pool.invoke(new Adaptive(0, 100000)) + " outside: "
                + ForkJoinTask.getSurplusQueuedTaskCount());
        System.out.println("fib(22): " + pool.invoke(new Fib(22)));
        ForkJoinTask<String> call = pool.submit(() -> "callable result");
        System.out.println("submit callable: " + call.get());
        ForkJoinTask<?> run = pool.submit(() -> { });
        System.out.println("submit runnable: " + run.get() + " " + run.isDone());
        System.out.println("invokeAll: " + pool.invokeAll(java.util.Arrays.asList(() -> 1, () -> 2, () -> 3)).size());

        ForkJoinTask<Integer> failing = pool.submit(() -> {
            if (a.length > 0)
                throw new IllegalStateException("task failed");
            return 0;
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getClass().getName() + " cause " + e.getCause().getClass().getName());
        }
        System.out.println("failed: abnormal=" + failing.isCompletedAbnormally() + " exception="
                + failing.getException().getClass().getName());

        // another thread's exception is given as a new one of the same class around it
        ForkJoinTask<Integer> ise = pool.submit(() -> {
            if (a.length > 0)
                throw new IllegalStateException("fj");
            return 1;
        });
        try {
            ise.join();
        } catch (IllegalStateException e) {
            System.out.println("join: " + e + " / " + e.getCause());
        }
        try {
            ise.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e + " / " + e.getCause());
        }
        ForkJoinTask<Integer> io = pool.submit(() -> {
            if (a.length > 0)
                throw new java.io.IOException("io");
            return 1;
        });
        try {
            io.join();
        } catch (RuntimeException e) {
            System.out.println("join checked: " + e + " / " + e.getCause());
        }
        ForkJoinTask<Integer> ar = pool.submit(() -> a.length / (a.length - a.length));
        try {
            ar.join();
        } catch (ArithmeticException e) {
            System.out.println("join arithmetic: " + e + " / " + e.getCause());
        }

        ForkJoinTask<Integer> adapted = ForkJoinTask.adapt(() -> 41 + 1);
        System.out.println("adapt invoke: " + adapted.invoke());

        pool.shutdown();
        System.out.println("awaitTermination: " + pool.awaitTermination(10, TimeUnit.SECONDS) + " terminated="
                + pool.isTerminated() + " shutdown=" + pool.isShutdown());
        try {
            pool.submit(() -> 1);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
        common.shutdown();
        System.out.println("common not shut down: " + common.isShutdown());
        System.out.println("common still works: " + common.invoke(new Fib(15)));
        try {
            new ForkJoinPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("parallelism 0: " + e);
        }
    }
}
