import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CompletableChains {
    static int square(int x) {
        return x * x;
    }

    public static void main(String[] args) throws Exception {
        // default executor
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 6 * 7);
        System.out.println("supplyAsync: " + f.join());
        System.out.println("thenApply: " + f.thenApply(x -> x + 1).join());
        System.out.println("chain: " + f.thenApply(CompletableChains::square).thenApply(x -> "v=" + x).join());

        // explicit executor
        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletableFuture<String> g = CompletableFuture.supplyAsync(() -> "hello", pool)
                .thenApplyAsync(String::toUpperCase, pool)
                .thenApplyAsync(s -> s + "!", pool);
        System.out.println("async chain: " + g.get());

        StringBuilder log = new StringBuilder();
        CompletableFuture<Void> accepted = g.thenAccept(s -> log.append("accepted ").append(s));
        accepted.join();
        CompletableFuture<Void> ran = accepted.thenRun(() -> log.append("; ran"));
        ran.join();
        System.out.println(log);
        System.out.println("thenAccept result: " + accepted.join());

        // thenCompose flattens
        CompletableFuture<Integer> composed = CompletableFuture.supplyAsync(() -> 10, pool)
                .thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 3, pool))
                .thenComposeAsync(x -> CompletableFuture.completedFuture(x + 1), pool);
        System.out.println("compose: " + composed.join());

        // already-completed futures run dependents in the caller
        CompletableFuture<Integer> done = CompletableFuture.completedFuture(5);
        final Thread main = Thread.currentThread();
        System.out.println("same thread: " + done.thenApply(x -> Thread.currentThread() == main).join());
        System.out.println("getNow: " + done.getNow(-1) + " " + new CompletableFuture<Integer>().getNow(-1));

        // complete() by hand, dependents registered before
        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> len = manual.thenApply(String::length);
        System.out.println("before: done=" + manual.isDone() + " deps=" + manual.getNumberOfDependents());
        System.out.println("complete: " + manual.complete("abcdef") + " again: " + manual.complete("x"));
        System.out.println("len: " + len.join() + " value: " + manual.join());

        // many independent tasks, results in a fixed order
        List<CompletableFuture<Integer>> parts = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            final int n = i;
            parts.add(CompletableFuture.supplyAsync(() -> {
                int s = 0;
                for (int k = 1; k <= n * 100; k++)
                    s += k % 7;
                return s;
            }, pool));
        }
        int total = 0;
        for (CompletableFuture<Integer> p : parts) {
            System.out.print(p.join() + " ");
            total += p.join();
        }
        System.out.println("= " + total);

        // runAsync
        final int[] box = new int[1];
        CompletableFuture.runAsync(() -> box[0] = 99, pool).join();
        CompletableFuture.runAsync(() -> box[0]++).get();
        System.out.println("runAsync: " + box[0]);

        // whenComplete passes the value on
        System.out.println("whenComplete: " + CompletableFuture.supplyAsync(() -> "w", pool)
                .whenComplete((v, e) -> log.append(" when:" + v + "/" + e)).join() + log.substring(log.indexOf(" when")));
        // handle
        System.out.println("handle: " + done.handle((v, e) -> v * 2 + " " + e).join());
        pool.shutdown();
        System.out.println("shutdown ok");
    }
}
