// release: 17
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class CompletableJava9 {
    static String show(CompletableFuture<?> f) {
        try {
            return String.valueOf(f.join());
        } catch (CompletionException e) {
            return "failed: " + e;
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<String> failed = CompletableFuture.failedFuture(new IllegalStateException("pre-failed"));
        System.out.println("failedFuture: " + show(failed) + " exc=" + failed.isCompletedExceptionally());
        try {
            failed.get();
        } catch (java.util.concurrent.ExecutionException e) {
            System.out.println("get: " + e);
        }

        System.out.println("orTimeout: " + new CompletableFuture<Integer>().orTimeout(20, TimeUnit.MILLISECONDS)
                .handle((v, e) -> "v=" + v + " e=" + e).join());
        System.out.println("completeOnTimeout: " + new CompletableFuture<Integer>().completeOnTimeout(7, 20, TimeUnit.MILLISECONDS).join());
        CompletableFuture<Integer> quick = CompletableFuture.supplyAsync(() -> 1, pool).orTimeout(10, TimeUnit.SECONDS);
        System.out.println("no timeout: " + quick.join());

        CompletableFuture<String> target = new CompletableFuture<>();
        System.out.println("completeAsync: " + target.completeAsync(() -> "async value", pool).join());
        CompletableFuture<String> copy = target.copy();
        System.out.println("copy: " + copy.join() + " same=" + (copy == target));
        System.out.println("copy of failed: " + show(failed.copy()));

        CompletableFuture<Integer> nf = target.newIncompleteFuture();
        System.out.println("newIncompleteFuture: " + nf.isDone());

        CompletableFuture<String> delayed = CompletableFuture.supplyAsync(() -> "later",
                CompletableFuture.delayedExecutor(30, TimeUnit.MILLISECONDS, pool));
        System.out.println("delayedExecutor: " + delayed.join());

        System.out.println("exceptionallyCompose: " + failed.exceptionallyCompose(e -> CompletableFuture.completedFuture("recovered from " + e.getMessage())).join());
        System.out.println("exceptionallyAsync: " + failed.exceptionallyAsync(e -> "async " + e.getMessage(), pool).join());

        CompletableFuture<Integer> slow = new CompletableFuture<>();
        try {
            slow.get(15, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get timeout: " + e);
        }
        // minimal stages
        CompletionStage<Integer> st = CompletableFuture.completedStage(5);
        System.out.println("completedStage: " + st.thenApply(x -> x * 2).toCompletableFuture().join());
        try {
            ((CompletableFuture<Integer>) st.thenApply(x -> x)).join();
        } catch (UnsupportedOperationException e) {
            System.out.println("join on a minimal stage: " + e);
        }
        try {
            ((CompletableFuture<Integer>) st).complete(3);
        } catch (UnsupportedOperationException e) {
            System.out.println("complete on a minimal stage: " + e);
        }
        CompletionStage<Integer> fs = CompletableFuture.failedStage(new IllegalStateException("x"));
        System.out.println("failedStage: " + fs.handle((v, e) -> v + " " + e).toCompletableFuture().join());
        CompletableFuture<String> src = new CompletableFuture<>();
        CompletionStage<String> m = src.minimalCompletionStage();
        CompletableFuture<String> full = m.toCompletableFuture();
        src.completeExceptionally(new RuntimeException("boom"));
        System.out.println("minimal: " + show(full) + " / " + m.exceptionally(e -> "rec " + e).toCompletableFuture().join());
        String t = st.toString();
        System.out.println("minimal toString: " + t.substring(t.indexOf('[')));
        pool.shutdown();
    }
}
