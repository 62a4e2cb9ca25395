// release: 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/**
 * Java 16's mapMulti family for primitive streams (Stream.mapMultiToInt/Long/Double,
 * IntStream/LongStream/DoubleStream.mapMulti) and Java 17's Map.Entry.copyOf.
 */
public class StreamMapMultiPrimitive {
    public static void main(String[] args) {
        System.out.println(Stream.of("ab", "", "cde").mapMultiToInt((s, sink) -> s.chars().forEach(sink)).boxed().toList());
        System.out.println(Stream.of(3, 0, 2).mapMultiToLong((n, sink) -> {
            for (long i = 1; i <= n; i++) sink.accept(i * 1_000_000_000_000L);
        }).sum());
        System.out.println(Stream.of("1.5,2", "x", "4").mapMultiToDouble((s, sink) -> {
            for (String p : s.split(",")) {
                try {
                    sink.accept(Double.parseDouble(p));
                } catch (NumberFormatException e) {
                    // skipped
                }
            }
        }).boxed().toList());
        System.out.println(IntStream.rangeClosed(1, 4).mapMulti((x, sink) -> {
            if (x % 2 == 0) {
                sink.accept(x);
                sink.accept(-x);
            }
        }).boxed().toList());
        System.out.println(LongStream.of(5, 7).mapMulti((x, sink) -> sink.accept(x * x)).summaryStatistics());
        System.out.println(DoubleStream.of(0.5, 2).mapMulti((x, sink) -> {
            sink.accept(x);
            sink.accept(1 / x);
        }).boxed().toList());
        IntStream.IntMapMultiConsumer digits = (x, sink) -> String.valueOf(x).chars().map(c -> c - '0').forEach(sink);
        System.out.println(IntStream.of(12, 345).mapMulti(digits).sum() + " " + IntStream.of(9).mapMulti(digits).count());
        try {
            Stream.of(1).mapMultiToInt(null);
        } catch (NullPointerException e) {
            System.out.println("NPE mapper");
        }
        Map.Entry<String, Integer> a = Map.entry("k", 1);
        Map.Entry<String, Integer> b = Map.Entry.copyOf(new AbstractMap.SimpleEntry<>("k", 1));
        System.out.println(b + " " + b.equals(a) + " " + (Map.Entry.copyOf(a) == a) + " " + b.hashCode());
        try {
            b.setValue(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE setValue");
        }
        try {
            Map.Entry.copyOf(new AbstractMap.SimpleEntry<>("k", null));
        } catch (NullPointerException e) {
            System.out.println("NPE null value");
        }
        TreeMap<String, Integer> tm = new TreeMap<>(Map.of("x", 1, "y", 2));
        Map.Entry<String, Integer> first = Map.Entry.copyOf(tm.firstEntry());
        tm.put("x", 10);
        System.out.println(first + " " + tm.firstEntry());
    }
}
