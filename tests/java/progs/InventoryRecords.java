// release: 17
import java.util.*;
import java.util.function.*;

/** Inventory and order processing with records, sealed events, grouping without streams. */
public class InventoryRecords {
    enum Category { TOOLS, GARDEN, KITCHEN, TOYS }

    record Product(String sku, String name, Category category, long priceCents) {
        Product {
            if (priceCents < 0) throw new IllegalArgumentException("negative price for " + sku);
            name = name.strip();
        }
        String price() { return money(priceCents); }
    }

    record StockLevel(String sku, int onHand, int reorderPoint) {
        boolean needsReorder() { return onHand <= reorderPoint; }
        StockLevel adjust(int delta) { return new StockLevel(sku, onHand + delta, reorderPoint); }
    }

    record OrderLine(String sku, int qty) { }

    record Order(int id, String customer, List<OrderLine> lines) {
        Order {
            lines = List.copyOf(lines);
        }
    }

    sealed interface Event permits Received, Shipped, Rejected, Restocked { }
    record Received(int orderId, String customer) implements Event { }
    record Shipped(int orderId, long totalCents, int items) implements Event { }
    record Rejected(int orderId, String reason) implements Event { }
    record Restocked(String sku, int qty) implements Event { }

    static String money(long cents) {
        return String.format("$%,d.%02d", cents / 100, cents % 100);
    }

    static final class Inventory {
        final Map<String, Product> catalog = new TreeMap<>();
        final Map<String, StockLevel> stock = new TreeMap<>();
        final List<Event> events = new ArrayList<>();

        void add(Product p, int onHand, int reorder) {
            catalog.put(p.sku(), p);
            stock.put(p.sku(), new StockLevel(p.sku(), onHand, reorder));
        }

        void process(Order o) {
            events.add(new Received(o.id(), o.customer()));
            for (OrderLine l : o.lines()) {
                Product p = catalog.get(l.sku());
                if (p == null) {
                    events.add(new Rejected(o.id(), "unknown sku " + l.sku()));
                    return;
                }
                if (l.qty() <= 0) {
                    events.add(new Rejected(o.id(), "bad quantity " + l.qty() + " for " + l.sku()));
                    return;
                }
            }
            Map<String, Integer> needed = new TreeMap<>();
            for (OrderLine l : o.lines()) needed.merge(l.sku(), l.qty(), Integer::sum);
            for (var need : needed.entrySet()) {
                int have = stock.get(need.getKey()).onHand();
                if (have < need.getValue()) {
                    events.add(new Rejected(o.id(), "insufficient stock for " + catalog.get(need.getKey()).name() + " (" + have + " < " + need.getValue() + ")"));
                    return;
                }
            }
            long total = 0;
            int items = 0;
            for (OrderLine l : o.lines()) {
                stock.computeIfPresent(l.sku(), (k, s) -> s.adjust(-l.qty()));
                total += catalog.get(l.sku()).priceCents() * l.qty();
                items += l.qty();
            }
            if (items >= 10) total = total * 95 / 100;  // bulk discount
            events.add(new Shipped(o.id(), total, items));
        }

        void restock() {
            for (var e : stock.entrySet()) {
                if (e.getValue().needsReorder()) {
                    int qty = e.getValue().reorderPoint() * 3 - e.getValue().onHand();
                    e.setValue(e.getValue().adjust(qty));
                    events.add(new Restocked(e.getKey(), qty));
                }
            }
        }
    }

    static String describe(Event e) {
        if (e instanceof Received r) return "received order " + r.orderId() + " from " + r.customer();
        if (e instanceof Shipped s) return "shipped order " + s.orderId() + ": " + s.items() + " items, " + money(s.totalCents());
        if (e instanceof Rejected r) return "REJECTED order " + r.orderId() + ": " + r.reason();
        if (e instanceof Restocked r) return "restocked " + r.sku() + " +" + r.qty();
        throw new AssertionError();
    }

    static <K extends Comparable<K>, V> Map<K, List<V>> groupBy(Collection<V> items, Function<V, K> key) {
        Map<K, List<V>> out = new TreeMap<>();
        for (V v : items) out.computeIfAbsent(key.apply(v), k -> new ArrayList<>()).add(v);
        return out;
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        inv.add(new Product("T-100", " Hammer ", Category.TOOLS, 1299), 20, 5);
        inv.add(new Product("T-200", "Screwdriver set", Category.TOOLS, 2450), 8, 4);
        inv.add(new Product("G-100", "Hose", Category.GARDEN, 3199), 3, 2);
        inv.add(new Product("G-200", "Seeds", Category.GARDEN, 299), 200, 50);
        inv.add(new Product("K-100", "Knife", Category.KITCHEN, 4500), 12, 3);
        inv.add(new Product("Y-100", "Yo-yo", Category.TOYS, 350), 40, 10);
        try {
            inv.add(new Product("X-1", "Broken", Category.TOYS, -1), 1, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("invalid product: " + e.getMessage());
        }
        System.out.println("catalog:");
        for (Product p : inv.catalog.values()) System.out.println("  " + p + " -> " + p.price());
        List<Order> orders = new ArrayList<>();
        String[] customers = {"ann", "bob", "cy", "dee"};
        Random r = new Random(31);
        List<String> skus = new ArrayList<>(inv.catalog.keySet());
        for (int id = 1; id <= 14; id++) {
            List<OrderLine> lines = new ArrayList<>();
            int n = 1 + r.nextInt(3);
            for (int k = 0; k < n; k++) lines.add(new OrderLine(skus.get(r.nextInt(skus.size())), 1 + r.nextInt(6)));
            if (id == 5) lines.add(new OrderLine("Z-999", 1));
            if (id == 9) lines.add(new OrderLine("Y-100", 0));
            orders.add(new Order(id, customers[r.nextInt(customers.length)], lines));
        }
        for (Order o : orders) {
            inv.process(o);
            if (o.id() % 5 == 0) inv.restock();
        }
        for (Event e : inv.events) System.out.println(describe(e));
        System.out.println("stock:");
        for (StockLevel s : inv.stock.values()) System.out.println("  " + s + (s.needsReorder() ? " REORDER" : ""));
        Map<String, List<Event>> byType = groupBy(inv.events, e -> e.getClass().getSimpleName());
        for (var e : byType.entrySet()) System.out.println(e.getKey() + ": " + e.getValue().size());
        Map<Category, List<Product>> byCat = new EnumMap<>(Category.class);
        for (Product p : inv.catalog.values()) byCat.computeIfAbsent(p.category(), k -> new ArrayList<>()).add(p);
        for (var e : byCat.entrySet()) {
            long value = 0;
            for (Product p : e.getValue()) value += p.priceCents() * inv.stock.get(p.sku()).onHand();
            System.out.println(e.getKey() + " stock value " + money(value) + " products " + e.getValue().size());
        }
        Map<String, Long> revenueByCustomer = new TreeMap<>();
        Map<Integer, String> customerOf = new HashMap<>();
        for (Order o : orders) customerOf.put(o.id(), o.customer());
        for (Event e : inv.events) {
            if (e instanceof Shipped s) revenueByCustomer.merge(customerOf.get(s.orderId()), s.totalCents(), Long::sum);
        }
        revenueByCustomer.forEach((c, v) -> System.out.println("revenue " + c + " " + money(v)));
        Order sample = orders.get(0);
        System.out.println(sample + " equals copy: " + sample.equals(new Order(sample.id(), sample.customer(), new ArrayList<>(sample.lines()))));
    }
}
