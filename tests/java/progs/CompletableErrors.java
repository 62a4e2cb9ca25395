import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class CompletableErrors {
    static String state(CompletableFuture<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    static void tryJoin(String what, CompletableFuture<?> f) {
        try {
            System.out.println(what + " join: " + f.join());
        } catch (CompletionException e) {
            System.out.println(what + " join: " + e + " / cause " + e.getCause());
        } catch (CancellationException e) {
            System.out.println(what + " join: " + e);
        }
    }

    static void tryGet(String what, CompletableFuture<?> f) {
        try {
            System.out.println(what + " get: " + f.get());
        } catch (ExecutionException e) {
            System.out.println(what + " get: " + e + " / cause " + e.getCause());
        } catch (CancellationException | InterruptedException e) {
            System.out.println(what + " get: " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> boom = CompletableFuture.supplyAsync(() -> {
            throw new RuntimeException("boom");
        }, pool);
        tryJoin("boom", boom);
        tryGet("boom", boom);
        System.out.println("boom " + state(boom) + " exc=" + boom.isCompletedExceptionally() + " cancelled="
                + boom.isCancelled());

        CompletableFuture<Integer> dependent = boom.thenApply(x -> x + 1);
        tryJoin("dependent", dependent);
        System.out.println("dependent " + state(dependent));

        // completeExceptionally stores the exception as it is
        CompletableFuture<String> manual = new CompletableFuture<>();
        manual.completeExceptionally(new IllegalStateException("manual"));
        tryJoin("manual", manual);
        tryGet("manual", manual);
        System.out.println("manual " + state(manual));
        System.out.println("manual.thenApply " + state(manual.thenApply(String::length)));

        // a checked exception by completeExceptionally
        CompletableFuture<String> checked = new CompletableFuture<>();
        checked.completeExceptionally(new java.io.IOException("disk"));
        tryJoin("checked", checked);
        tryGet("checked", checked);

        // recovery
        System.out.println("exceptionally: " + boom.exceptionally(e -> {
            System.out.println("  exceptionally got " + e);
            return -1;
        }).join());
        System.out.println("exceptionally on manual: " + manual.exceptionally(e -> "got " + e.getMessage()).join());
        System.out.println("exceptionally skipped: " + CompletableFuture.completedFuture("ok").exceptionally(e -> "no").join());
        System.out.println("handle: " + boom.handle((v, e) -> "v=" + v + " e=" + e).join());
        System.out.println("handle ok: " + CompletableFuture.completedFuture(3).handle((v, e) -> "v=" + v + " e=" + e).join());

        // whenComplete: the action's exception
        CompletableFuture<Integer> w1 = CompletableFuture.completedFuture(1).whenComplete((v, e) -> {
            throw new IllegalArgumentException("in action");
        });
        tryJoin("w1", w1);
        CompletableFuture<String> w2 = manual.whenComplete((v, e) -> {
            throw new IllegalArgumentException("second");
        });
        try {
            w2.join();
        } catch (CompletionException e) {
            System.out.println("w2: " + e + " suppressed " + java.util.Arrays.toString(e.getCause().getSuppressed()));
        }

        // exceptions in the middle of a chain skip the rest
        CompletableFuture<String> chain = CompletableFuture.supplyAsync(() -> 1, pool)
                .thenApply(x -> x / (x - 1))
                .thenApply(x -> "never " + x)
                .thenApply(s -> s + "!");
        tryJoin("chain", chain);
        tryGet("chain", chain);

        // thrown CompletionException is kept
        CompletableFuture<Integer> ce = CompletableFuture.supplyAsync(() -> {
            throw new CompletionException("wrapped", new ArithmeticException("inner"));
        }, pool);
        tryJoin("ce", ce);
        tryGet("ce", ce);

        // cancellation
        CompletableFuture<Integer> c = new CompletableFuture<>();
        CompletableFuture<Integer> cdep = c.thenApply(x -> x);
        System.out.println("cancel: " + c.cancel(true) + " again: " + c.cancel(true) + " complete: " + c.complete(1));
        System.out.println("cancelled=" + c.isCancelled() + " exc=" + c.isCompletedExceptionally() + " done=" + c.isDone());
        tryJoin("c", c);
        tryGet("c", c);
        tryJoin("cdep", cdep);
        System.out.println("cdep cancelled=" + cdep.isCancelled() + " " + state(cdep));
        System.out.println("cancel done: " + CompletableFuture.completedFuture(1).cancel(false));

        // getNow on failure
        try {
            boom.getNow(0);
        } catch (CompletionException e) {
            System.out.println("getNow: " + e);
        }
        // timed get
        try {
            new CompletableFuture<String>().get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: " + e);
        }
        // nulls
        try {
            new CompletableFuture<String>().completeExceptionally(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null exception");
        }
        try {
            CompletableFuture.completedFuture(1).thenApply(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null function");
        }
        // obtrude
        CompletableFuture<Integer> o = CompletableFuture.completedFuture(1);
        o.obtrudeValue(2);
        System.out.println("obtrudeValue: " + o.join());
        o.obtrudeException(new IllegalStateException("obtruded"));
        tryJoin("obtruded", o);
        pool.shutdown();
    }
}
