import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Timer;
import java.util.TimerTask;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** A small sales report: orders are generated, totalled per region with fork/join,
 *  enriched and checked with CompletableFutures, progress logged, and a Timer's
 *  deadline guard cancelled once the report is done. */
public class ParallelPipelineReport {
    static final String[] REGIONS = { "north", "south", "east", "west" };
    static final String[] PRODUCTS = { "widget", "gadget", "doohickey", "gizmo", "sprocket" };


    static final class Order {
        final int id;
        final String region, product;
        final int quantity;
        final long cents;

        Order(int id, String region, String product, int quantity, long cents) {
            this.id = id;
            this.region = region;
            this.product = product;
            this.quantity = quantity;
            this.cents = cents;
        }
    }

    /** Totals (cents) per region of orders[lo, hi). */
    static final class Totals extends RecursiveTask<Map<String, Long>> {
        final List<Order> orders;
        final int lo, hi;

        Totals(List<Order> orders, int lo, int hi) {
            this.orders = orders;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Map<String, Long> compute() {
            if (hi - lo <= 250) {
                Map<String, Long> m = new TreeMap<>();
                for (int i = lo; i < hi; i++) {
                    Order o = orders.get(i);
                    m.merge(o.region, o.cents * o.quantity, Long::sum);
                }
                return m;
            }
            int mid = (lo + hi) >>> 1;
            Totals left = new Totals(orders, lo, mid);
            left.fork();
            Map<String, Long> right = new Totals(orders, mid, hi).compute();
            Map<String, Long> result = left.join();
            for (Map.Entry<String, Long> e : right.entrySet())
                result.merge(e.getKey(), e.getValue(), Long::sum);
            return result;
        }
    }

    static String money(long cents) {
        return String.format("%,d.%02d", cents / 100, cents % 100);
    }

    public static void main(String[] args) throws Exception {
        Logger log = Logger.getLogger("report");
        log.setUseParentHandlers(false);
        Handler out = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (isLoggable(r))
                    System.out.print(getFormatter().format(r));
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        out.setFormatter(new Formatter() {
            @Override
            public String format(LogRecord r) {
                return "  [" + r.getLevel() + "] " + formatMessage(r) + "\n";
            }
        });
        log.addHandler(out);
        log.setLevel(Level.FINE);

        // a guard that would report a stuck pipeline; cancelled at the end
        Timer guard = new Timer("deadline-guard", true);
        TimerTask deadline = new TimerTask() {
            @Override
            public void run() {
                System.out.println("DEADLINE PASSED");
            }
        };
        guard.schedule(deadline, 600_000);

        // generate orders deterministically
        List<Order> orders = new ArrayList<>();
        long seed = 12345;
        for (int i = 0; i < 3000; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            int r = (int) ((seed >>> 33) & 0x7fffffff);
            orders.add(new Order(i, REGIONS[r % 4], PRODUCTS[(r / 4) % 5], 1 + (r / 20) % 9, 199 + (r / 180) % 5000));
        }
        log.info("generated " + orders.size() + " orders");

        ForkJoinPool pool = new ForkJoinPool(3);
        Map<String, Long> totals = pool.invoke(new Totals(orders, 0, orders.size()));
        log.log(Level.FINE, "totals computed for {0} regions", totals.size());

        // enrich each region's total asynchronously: tax and a discount lookup
        ExecutorService io = Executors.newFixedThreadPool(2);
        Map<String, CompletableFuture<String>> lines = new LinkedHashMap<>();
        for (String region : REGIONS) {
            long total = totals.getOrDefault(region, 0L);
            CompletableFuture<Long> tax = CompletableFuture.supplyAsync(() -> total * 8 / 100, io);
            CompletableFuture<Integer> discount = CompletableFuture.supplyAsync(() -> {
                if (region.equals("west"))
                    throw new IllegalStateException("discount service down for " + region);
                return region.length() * 2;
            }, io).exceptionally(e -> {
                log.warning("no discount: " + e.getCause().getMessage());
                return 0;
            });
            lines.put(region, tax.thenCombine(discount, (t, d) -> {
                long net = total + t - total * d / 100;
                return String.format("%-6s total %14s tax %12s discount %2d%% net %14s", region, money(total), money(t), d, money(net));
            }));
        }
        CompletableFuture.allOf(lines.values().toArray(new CompletableFuture[0])).join();
        System.out.println("Report");
        for (CompletableFuture<String> line : lines.values())
            System.out.println(line.join());

        // top products per quantity, counted in parallel chunks with CompletableFutures
        List<CompletableFuture<Map<String, Integer>>> chunks = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            final int from = c * 750, to = from + 750;
            chunks.add(CompletableFuture.supplyAsync(() -> {
                Map<String, Integer> m = new TreeMap<>();
                for (int i = from; i < to; i++)
                    m.merge(orders.get(i).product, orders.get(i).quantity, Integer::sum);
                return m;
            }, pool));
        }
        CompletableFuture<Map<String, Integer>> merged = CompletableFuture.completedFuture(new TreeMap<>());
        for (CompletableFuture<Map<String, Integer>> ch : chunks)
            merged = merged.thenCombine(ch, (a, b) -> {
                Map<String, Integer> m = new TreeMap<>(a);
                b.forEach((k, v) -> m.merge(k, v, Integer::sum));
                return m;
            });
        System.out.println("Quantities: " + merged.join());

        // validation fails for an order; the failure is reported, not thrown
        CompletableFuture<String> validation = CompletableFuture.supplyAsync(() -> {
            for (Order o : orders)
                if (o.cents > 5150)
                    throw new IllegalArgumentException("order " + o.id + " too expensive");
            return "all valid";
        }, io).handle((ok, e) -> ok != null ? ok : "invalid: " + e.getCause().getMessage());
        System.out.println("Validation: " + validation.join());

        CountDownLatch flushed = new CountDownLatch(1);
        guard.schedule(new TimerTask() {
            @Override
            public void run() {
                log.info("final flush on " + Thread.currentThread().getName());
                flushed.countDown();
            }
        }, 10);
        flushed.await();
        System.out.println("deadline cancelled: " + deadline.cancel());
        guard.cancel();
        io.shutdown();
        pool.shutdown();
        log.fine("done");
    }
}
