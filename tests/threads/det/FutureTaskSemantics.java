import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

// FutureTask's contract, whatever the order of the threads: the outcome is
// set once, get() waits for it and reports it, cancel() wins only before
// completion, cancel(true) interrupts the runner, done() runs once, a timed
// get() times out, an interrupted get() throws, the task's own monitor is
// not the object's (a program may hold it while the task runs).
public class FutureTaskSemantics {
    static String status(FutureTask<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    static class Counted<V> extends FutureTask<V> {
        final AtomicInteger dones = new AtomicInteger();

        Counted(Callable<V> c) {
            super(c);
        }

        @Override
        protected void done() {
            dones.incrementAndGet();
        }

        void setNow(V v) {
            set(v);
        }
    }

    public static void main(String[] args) throws Exception {
        // completes normally; a second run and set change nothing
        Counted<Integer> a = new Counted<>(() -> 6 * 7);
        System.out.println("new: done=" + a.isDone() + " " + status(a).startsWith("[Not completed"));
        Thread ta = new Thread(a);
        ta.start();
        System.out.println("get: " + a.get());
        ta.join();
        a.run();
        a.setNow(1);
        System.out.println("again: " + a.get() + " done=" + a.isDone() + " cancelled=" + a.isCancelled()
                + " dones=" + a.dones.get() + " cancel=" + a.cancel(true) + " " + status(a));

        // completes exceptionally
        FutureTask<String> b = new FutureTask<>(() -> { throw new IllegalStateException("bad"); });
        new Thread(b).start();
        try {
            b.get();
        } catch (ExecutionException e) {
            System.out.println("exception: " + e.getCause() + " " + status(b));
        }

        // cancelled before it runs: run() does nothing, get() throws
        Counted<String> c = new Counted<>(() -> "never");
        System.out.println("cancel: " + c.cancel(false) + " again " + c.cancel(true));
        c.run();
        try {
            c.get();
        } catch (CancellationException e) {
            System.out.println("cancelled: " + c.isCancelled() + " " + c.isDone() + " dones=" + c.dones.get()
                    + " " + status(c));
        }

        // cancel(true) while it runs: the runner sees the interrupt
        CountDownLatch started = new CountDownLatch(1);
        AtomicInteger sawInterrupt = new AtomicInteger();
        FutureTask<String> d = new FutureTask<>(() -> {
            started.countDown();
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                sawInterrupt.incrementAndGet();
            }
            return "late";
        });
        Thread td = new Thread(d);
        td.start();
        started.await();
        System.out.println("cancel running: " + d.cancel(true));
        td.join();
        System.out.println("runner interrupted: " + sawInterrupt.get() + " cancelled " + d.isCancelled());
        try {
            System.out.println(d.get());
        } catch (CancellationException e) {
            System.out.println("get after cancel: CancellationException");
        }

        // a timed get() times out, then succeeds
        CountDownLatch go = new CountDownLatch(1);
        FutureTask<String> e = new FutureTask<>(() -> {
            go.await();
            return "eventually";
        });
        new Thread(e).start();
        try {
            e.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException x) {
            System.out.println("timed out: " + x.getMessage());
        }
        go.countDown();
        System.out.println("then: " + e.get(1, TimeUnit.MINUTES));
        try {
            e.get(1, null);
        } catch (NullPointerException x) {
            System.out.println("null unit: NullPointerException");
        }

        // an interrupted get() throws and clears the flag
        FutureTask<String> f = new FutureTask<>(() -> "f");
        Thread.currentThread().interrupt();
        try {
            f.get();
        } catch (InterruptedException x) {
            System.out.println("get interrupted, flag now " + Thread.currentThread().isInterrupted());
        }
        f.run();
        System.out.println("f: " + f.get());

        // the program holds the task's own monitor while another thread runs it
        FutureTask<String> g = new FutureTask<>(() -> "g ran");
        Thread tg;
        synchronized (g) {
            tg = new Thread(g);
            tg.start();
            System.out.println("under the task's monitor: " + g.get());
        }
        tg.join();

        // Runnable with a result; null callable
        FutureTask<String> h = new FutureTask<>(() -> System.out.println("h runs"), "h result");
        h.run();
        System.out.println("h: " + h.get());
        try {
            new FutureTask<String>((Callable<String>) null);
        } catch (NullPointerException x) {
            System.out.println("null callable: NullPointerException");
        }
    }
}
