// release: 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Stream edge cases: nulls, empty streams, exceptions from terminal operations (class names only), boundaries of ranges and limits. */
public class StreamEdgeCases {
    static void attempt(String label, Supplier<Object> s) {
        try {
            System.out.println(label + " = " + s.get());
        } catch (RuntimeException e) {
            System.out.println(label + " ! " + e.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        attempt("joining nulls", () -> Stream.of("a", null, "b").map(String::valueOf).collect(Collectors.joining("-")));
        attempt("distinct nulls", () -> Stream.of(null, "a", null, "a").distinct().count());
        attempt("distinct nulls list", () -> Stream.of(null, "a", null, "a").distinct().collect(Collectors.toList()));
        attempt("findFirst null", () -> Stream.of((Object) null).findFirst());
        attempt("toMap null value", () -> Stream.of("a").collect(Collectors.toMap(x -> x, x -> null)));
        attempt("groupingBy null key", () -> Stream.of("a").collect(Collectors.groupingBy(x -> null)));
        attempt("sorted non-comparable", () -> Stream.of(new Object(), new Object()).sorted().count());
        attempt("sorted one non-comparable", () -> Stream.of(new Object()).sorted().collect(Collectors.toList()).size());
        attempt("max empty", () -> Stream.<Integer>empty().max(Integer::compare));
        attempt("max empty get", () -> Stream.<Integer>empty().max(Integer::compare).get());
        attempt("reduce empty", () -> Stream.<Integer>empty().reduce(Integer::sum));
        attempt("reduce identity", () -> Stream.<Integer>empty().reduce(42, Integer::sum));
        attempt("average empty", () -> IntStream.empty().average());
        attempt("sum empty double", () -> DoubleStream.empty().sum());
        attempt("stats empty", () -> LongStream.empty().summaryStatistics());
        attempt("limit 0", () -> Stream.iterate(1, x -> x + 1).limit(0).count());
        attempt("skip past end", () -> Stream.of(1, 2).skip(5).collect(Collectors.toList()));
        attempt("skip negative", () -> Stream.of(1).skip(-1));
        attempt("range empty", () -> IntStream.range(5, 5).boxed().collect(Collectors.toList()));
        attempt("range max", () -> IntStream.range(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).boxed().collect(Collectors.toList()));
        attempt("rangeClosed min", () -> IntStream.rangeClosed(Integer.MIN_VALUE, Integer.MIN_VALUE + 1).boxed().collect(Collectors.toList()));
        attempt("long range count", () -> LongStream.range(0, 10_000_000_000L).count());
        attempt("toArray wrong type", () -> Stream.of("a", 1).toArray(String[]::new).length);
        attempt("flatMap null", () -> Stream.of(1, 2).flatMap(x -> x == 1 ? null : Stream.of(x)).collect(Collectors.toList()));
        attempt("anyMatch empty", () -> Stream.empty().anyMatch(x -> true) + " " + Stream.empty().allMatch(x -> false) + " " + Stream.empty().noneMatch(x -> true));
        attempt("iterator after use", () -> {
            Stream<Integer> s = Stream.of(1);
            s.iterator();
            return s.iterator();
        });
        attempt("collect toList mutable", () -> {
            List<Integer> l = Stream.of(3, 1, 2).collect(Collectors.toList());
            l.add(0);
            Collections.sort(l);
            return l;
        });
        attempt("unmodifiable add", () -> Stream.of(1).collect(Collectors.toUnmodifiableList()).add(2));
        attempt("unmodifiable null", () -> Stream.of((Integer) null).collect(Collectors.toUnmodifiableList()));
        attempt("partition empty", () -> Stream.<Integer>empty().collect(Collectors.partitioningBy(x -> x > 0)));
        attempt("minBy empty", () -> Stream.<String>empty().collect(Collectors.minBy(Comparator.naturalOrder())));
        attempt("averaging empty", () -> Stream.<String>empty().collect(Collectors.averagingInt(String::length)));
        attempt("summing overflow", () -> Stream.of(Integer.MAX_VALUE, 1).collect(Collectors.summingInt(x -> x)));
        attempt("int sum overflow", () -> IntStream.of(Integer.MAX_VALUE, 1).sum());
        attempt("int average big", () -> IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average().getAsDouble());
        attempt("double stats nan", () -> DoubleStream.of(1, Double.NaN, 3).summaryStatistics());
        attempt("double sorted", () -> Arrays.toString(DoubleStream.of(0.0, -0.0, Double.NaN, Double.NEGATIVE_INFINITY, 1).sorted().toArray()));
        attempt("double distinct", () -> Arrays.toString(DoubleStream.of(0.0, -0.0, Double.NaN, Double.NaN).distinct().toArray()));
        attempt("builder after build", () -> {
            Stream.Builder<String> b = Stream.builder();
            b.build();
            b.add("x");
            return "added";
        });
        attempt("generate limit", () -> Stream.generate(() -> "z").limit(3).collect(Collectors.joining()));
        attempt("concat sizes", () -> Stream.concat(Stream.of(1, 2), Stream.empty()).count());
        attempt("peek count", () -> {
            int[] c = {0};
            long n = Stream.of(1, 2, 3).peek(x -> c[0]++).count();
            return n + " peeked " + c[0];
        });
        attempt("peek filter count", () -> {
            int[] c = {0};
            long n = Stream.of(1, 2, 3).peek(x -> c[0]++).filter(x -> x > 1).count();
            return n + " peeked " + c[0];
        });
    }
}
