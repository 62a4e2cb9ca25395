// release: 17
import java.util.*;
import java.util.stream.*;

/** A sales report with records and streams: grouping, nested maps, teeing, sorting by several keys, formatted output. */
public class StreamRecordsReport {
    record Sale(String region, String product, int units, double price) {
        double total() { return units * price; }
    }

    public static void main(String[] args) {
        List<Sale> sales = List.of(
            new Sale("North", "apple", 120, 0.5), new Sale("North", "pear", 80, 0.75), new Sale("South", "apple", 200, 0.45),
            new Sale("South", "plum", 50, 1.2), new Sale("East", "pear", 70, 0.8), new Sale("East", "apple", 90, 0.55),
            new Sale("West", "plum", 65, 1.1), new Sale("North", "plum", 30, 1.25), new Sale("South", "pear", 110, 0.7),
            new Sale("West", "apple", 150, 0.5));
        Map<String, Double> byRegion = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingDouble(Sale::total)));
        byRegion.forEach((r, t) -> System.out.printf("%-6s %8.2f%n", r, t));
        Map<String, Map<String, Integer>> units = sales.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new,
            Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingInt(Sale::units))));
        System.out.println(units);
        var best = sales.stream().max(Comparator.comparingDouble(Sale::total)).orElseThrow();
        System.out.println("best " + best);
        List<Sale> sorted = sales.stream().sorted(Comparator.comparing(Sale::product).thenComparing(Sale::units, Comparator.reverseOrder())).toList();
        sorted.forEach(s -> System.out.println("  " + s.product() + " " + s.region() + " " + s.units()));
        var stats = sales.stream().collect(Collectors.teeing(Collectors.summingInt(Sale::units), Collectors.averagingDouble(Sale::price),
            (u, p) -> String.format("units=%d avgPrice=%.4f", u, p)));
        System.out.println(stats);
        Map<Boolean, List<String>> bigSmall = sales.stream().collect(Collectors.partitioningBy(s -> s.total() >= 60,
            Collectors.mapping(s -> s.region() + "/" + s.product(), Collectors.toList())));
        System.out.println(bigSmall);
        DoubleSummaryStatistics ds = sales.stream().mapToDouble(Sale::total).summaryStatistics();
        System.out.printf("n=%d min=%.2f max=%.2f avg=%.3f sum=%.2f%n", ds.getCount(), ds.getMin(), ds.getMax(), ds.getAverage(), ds.getSum());
        String products = sales.stream().map(Sale::product).distinct().sorted().collect(Collectors.joining(", ", "[", "]"));
        System.out.println(products);
        Map<String, Sale> topPerRegion = sales.stream().collect(Collectors.toMap(Sale::region, s -> s,
            (a, b) -> a.total() >= b.total() ? a : b, TreeMap::new));
        topPerRegion.values().forEach(System.out::println);
    }
}
