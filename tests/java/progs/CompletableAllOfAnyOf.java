import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CompletableAllOfAnyOf {
    static String state(CompletableFuture<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    static String show(CompletableFuture<?> f) {
        try {
            return String.valueOf(f.join());
        } catch (CompletionException e) {
            return "failed: " + e;
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<CompletableFuture<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            final int n = i;
            fs.add(CompletableFuture.supplyAsync(() -> n * 11, pool));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(fs.toArray(new CompletableFuture[0]));
        System.out.println("allOf: " + all.join() + " " + state(all));
        StringBuilder sb = new StringBuilder();
        for (CompletableFuture<Integer> f : fs)
            sb.append(f.join()).append(' ');
        System.out.println("values: " + sb);

        CompletableFuture<Void> empty = CompletableFuture.allOf();
        System.out.println("allOf(): " + empty.isDone() + " " + empty.join());
        CompletableFuture<Object> none = CompletableFuture.anyOf();
        System.out.println("anyOf(): " + none.isDone() + " " + state(none));

        // allOf waits for all, reports the leftmost failure
        CompletableFuture<Integer> p1 = new CompletableFuture<>();
        CompletableFuture<Integer> p2 = new CompletableFuture<>();
        CompletableFuture<Integer> p3 = new CompletableFuture<>();
        CompletableFuture<Void> all3 = CompletableFuture.allOf(p1, p2, p3);
        p3.completeExceptionally(new IllegalStateException("third"));
        System.out.println("after p3: " + state(all3));
        p2.completeExceptionally(new IllegalArgumentException("second"));
        System.out.println("after p2: " + state(all3));
        p1.complete(1);
        System.out.println("after p1: " + state(all3));
        try {
            all3.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e);
        }

        // anyOf: the first completed
        CompletableFuture<String> q1 = new CompletableFuture<>();
        CompletableFuture<String> q2 = new CompletableFuture<>();
        CompletableFuture<Object> any = CompletableFuture.anyOf(q1, q2);
        System.out.println("any pending: " + state(any) + " q1 " + state(q1));
        q2.complete("second wins");
        q1.complete("first");
        System.out.println("anyOf: " + any.join());
        System.out.println("anyOf completed: " + CompletableFuture.anyOf(new CompletableFuture<String>(), CompletableFuture.completedFuture("done")).join());
        CompletableFuture<String> failed = new CompletableFuture<>();
        failed.completeExceptionally(new UnsupportedOperationException("nope"));
        System.out.println("anyOf failed: " + show(CompletableFuture.anyOf(failed, new CompletableFuture<String>())));
        System.out.println("anyOf one: " + show(CompletableFuture.anyOf(failed)));
        System.out.println("anyOf mixed types: " + CompletableFuture.anyOf(CompletableFuture.completedFuture(3), CompletableFuture.completedFuture("s")).join());

        // allOf then collect
        List<CompletableFuture<String>> words = new ArrayList<>();
        String[] src = { "alpha", "beta", "gamma", "delta" };
        for (String w : src)
            words.add(CompletableFuture.supplyAsync(() -> w.toUpperCase(), pool));
        String joined = CompletableFuture.allOf(words.toArray(new CompletableFuture[0]))
                .thenApply(v -> {
                    StringBuilder r = new StringBuilder();
                    for (CompletableFuture<String> w : words)
                        r.append(w.join()).append(',');
                    return r.toString();
                }).join();
        System.out.println("collected: " + joined);

        // toString states
        CompletableFuture<Integer> inc = new CompletableFuture<>();
        System.out.println(state(inc));
        inc.thenApply(x -> x);
        System.out.println(state(inc));
        inc.thenAccept(x -> { });
        System.out.println(state(inc));
        inc.complete(null);
        System.out.println(state(inc) + " join=" + inc.join());
        pool.shutdown();
    }
}
