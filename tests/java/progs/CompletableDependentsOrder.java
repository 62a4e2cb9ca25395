import java.util.concurrent.CompletableFuture;

/** The order in which the completing thread runs dependents (all run in main here). */
public class CompletableDependentsOrder {
    public static void main(String[] a) {
        CompletableFuture<Integer> f = new CompletableFuture<>();
        f.thenAccept(x -> System.out.println("first"));
        CompletableFuture<Integer> g = f.thenApply(x -> {
            System.out.println("second");
            return x;
        });
        g.thenAccept(x -> System.out.println("second.child1"));
        CompletableFuture<Integer> c2 = g.thenApply(x -> {
            System.out.println("second.child2");
            return x;
        });
        c2.thenRun(() -> System.out.println("second.child2.a"));
        c2.thenRun(() -> System.out.println("second.child2.b"));
        g.thenAccept(x -> System.out.println("second.child3"));
        f.thenAccept(x -> System.out.println("third"));
        CompletableFuture<Integer> h = f.thenApply(x -> {
            System.out.println("fourth");
            return x;
        });
        h.thenAccept(x -> System.out.println("fourth.child"));
        System.out.println("dependents: " + f.getNumberOfDependents() + " " + g.getNumberOfDependents());
        f.complete(1);
        System.out.println("--");
        CompletableFuture<Integer> p = new CompletableFuture<>();
        CompletableFuture<Integer> q = new CompletableFuture<>();
        p.thenCombine(q, (x, y) -> {
            System.out.println("combine " + (x + y));
            return 0;
        }).thenRun(() -> System.out.println("after combine"));
        q.thenAccept(x -> System.out.println("q1"));
        p.thenAccept(x -> System.out.println("p1"));
        p.applyToEither(q, x -> {
            System.out.println("either " + x);
            return x;
        });
        p.complete(1);
        System.out.println("p done");
        q.complete(2);
        CompletableFuture.allOf(p, q).thenRun(() -> System.out.println("all"));
        CompletableFuture<Integer> r = new CompletableFuture<>();
        CompletableFuture<Void> all = CompletableFuture.allOf(r, p, CompletableFuture.completedFuture(0));
        all.thenRun(() -> System.out.println("all2"));
        r.whenComplete((v, e) -> System.out.println("r when " + v));
        r.complete(5);
        all.join();
        System.out.println("end");
    }
}
