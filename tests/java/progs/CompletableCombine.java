import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CompletableCombine {
    static String show(CompletableFuture<?> f) {
        try {
            return String.valueOf(f.join());
        } catch (CompletionException e) {
            return "failed: " + e.getCause();
        }
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 20, pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 22, pool);
        CompletableFuture<String> s = CompletableFuture.supplyAsync(() -> "x", pool);

        System.out.println("thenCombine: " + show(a.thenCombine(b, Integer::sum)));
        System.out.println("thenCombineAsync: " + show(a.thenCombineAsync(s, (x, y) -> y + x)));
        System.out.println("thenCombineAsync(pool): " + show(s.thenCombineAsync(b, (x, y) -> x + (y - 2), pool)));

        StringBuffer log = new StringBuffer();
        a.thenAcceptBoth(b, (x, y) -> log.append("both " + x + "," + y)).join();
        a.thenAcceptBothAsync(b, (x, y) -> log.append("; async " + (x * y))).join();
        a.runAfterBoth(b, () -> log.append("; after both")).join();
        a.runAfterBothAsync(s, () -> log.append("; after both async"), pool).join();
        System.out.println(log);

        // either: one side never completes, so the result is deterministic
        CompletableFuture<Integer> never = new CompletableFuture<>();
        System.out.println("applyToEither: " + show(never.applyToEither(a, x -> x * 10)));
        System.out.println("applyToEitherAsync: " + show(a.applyToEitherAsync(never, x -> x + 1)));
        StringBuffer log2 = new StringBuffer();
        never.acceptEither(b, x -> log2.append("either " + x)).join();
        b.acceptEitherAsync(never, x -> log2.append("; async " + x), pool).join();
        never.runAfterEither(a, () -> log2.append("; run after either")).join();
        a.runAfterEitherAsync(never, () -> log2.append("; run after either async")).join();
        System.out.println(log2);

        // both sides already complete: the first one wins
        CompletableFuture<String> one = CompletableFuture.completedFuture("one");
        CompletableFuture<String> two = CompletableFuture.completedFuture("two");
        System.out.println("either of completed: " + show(one.applyToEither(two, x -> x)) + " " + show(two.applyToEither(one, x -> x)));

        // failures
        CompletableFuture<Integer> bad = CompletableFuture.supplyAsync(() -> {
            throw new IllegalStateException("bad side");
        }, pool);
        System.out.println("combine with bad: " + show(a.thenCombine(bad, Integer::sum)));
        System.out.println("bad combine: " + show(bad.thenCombine(a, Integer::sum)));
        System.out.println("combine fn throws: " + show(a.thenCombine(b, (x, y) -> x / (y - 22))));
        System.out.println("either with bad first: " + show(bad.applyToEither(never, x -> x)));
        System.out.println("acceptBoth with bad: " + show(a.thenAcceptBoth(bad, (x, y) -> { })));
        System.out.println("runAfterBoth with bad: " + show(bad.runAfterBoth(b, () -> { })));

        // completion order does not matter for thenCombine
        CompletableFuture<String> left = new CompletableFuture<>();
        CompletableFuture<String> right = new CompletableFuture<>();
        CompletableFuture<String> both = left.thenCombine(right, (x, y) -> x + "+" + y);
        System.out.println("pending: " + both.isDone() + " left deps=" + left.getNumberOfDependents() + " right deps=" + right.getNumberOfDependents());
        right.complete("R");
        System.out.println("after right: " + both.isDone());
        left.complete("L");
        System.out.println("after left: " + both.join());

        // chains of combines
        CompletableFuture<Integer> acc = CompletableFuture.completedFuture(0);
        for (int i = 1; i <= 10; i++) {
            final int n = i;
            acc = acc.thenCombine(CompletableFuture.supplyAsync(() -> n * n, pool), Integer::sum);
        }
        System.out.println("sum of squares: " + acc.join());
        pool.shutdown();
    }
}
