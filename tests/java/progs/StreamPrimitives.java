import java.util.*;
import java.util.stream.*;

/** IntStream, LongStream, DoubleStream: ranges, statistics, boxing, conversions, averages. */
public class StreamPrimitives {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 100).sum() + " " + IntStream.range(5, 5).count() + " " + IntStream.range(5, 2).count());
        System.out.println(Arrays.toString(IntStream.range(0, 10).filter(i -> i % 3 != 0).map(i -> i * i).toArray()));
        System.out.println(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sorted().distinct().boxed().collect(Collectors.toList()));
        System.out.println(IntStream.of(3, 1, 4).summaryStatistics() + " " + IntStream.empty().summaryStatistics());
        System.out.println(IntStream.of(3, 1, 4).average().getAsDouble() + " " + IntStream.empty().average().isPresent() + " " + IntStream.empty().max());
        System.out.println(IntStream.of(7, 2, 9).min().getAsInt() + " " + IntStream.of(7, 2, 9).max().getAsInt() + " " + IntStream.of(Integer.MAX_VALUE, 1).sum());
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(12).mapToObj(Integer::toString).collect(Collectors.joining(",")));
        System.out.println(IntStream.rangeClosed(1, 5).mapToLong(i -> i * 1000000000L).sum() + " " + IntStream.rangeClosed(1, 4).asDoubleStream().map(Math::sqrt).sum());
        System.out.println(IntStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " " + LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b));
        System.out.println(LongStream.range(0, 5).map(x -> x * x * x).boxed().collect(Collectors.toList()) + " " + LongStream.of(5, -3).summaryStatistics());
        System.out.println(LongStream.rangeClosed(1, 10).average().getAsDouble() + " " + LongStream.of(4, 8).mapToInt(x -> (int) x / 2).sum());
        double[] ds = {0.1, 0.2, 0.3, 1e16, -1e16, 0.7, 1.0 / 3};
        System.out.println(DoubleStream.of(ds).sum() + " " + DoubleStream.of(ds).average().getAsDouble());
        double naive = 0;
        for (double d : ds) naive += d;
        System.out.println(naive);
        System.out.println(DoubleStream.of(ds).summaryStatistics());
        System.out.println(DoubleStream.of(2.5, -1.0, 7.25).max().getAsDouble() + " " + DoubleStream.of(2.5, -1.0, 7.25).min().getAsDouble()
            + " " + DoubleStream.of(1.0, Double.NaN).max().getAsDouble() + " " + DoubleStream.empty().sum());
        System.out.println(Arrays.toString(DoubleStream.of(3.5, -0.0, 0.0, Double.NaN, -2.0).sorted().toArray()));
        System.out.println(DoubleStream.iterate(1.0, d -> d / 2).limit(6).mapToObj(d -> String.format("%.4f", d)).collect(Collectors.joining(" ")));
        System.out.println(DoubleStream.of(1.5, 2.5).mapToLong(d -> Math.round(d)).sum() + " " + DoubleStream.of(1.9, 2.9).mapToInt(d -> (int) d).sum());
        System.out.println(Arrays.stream(new int[] {4, 5, 6}).map(x -> -x).boxed().collect(Collectors.toList()) + " " + Arrays.stream(new long[] {1, 2}, 1, 2).sum()
            + " " + Arrays.stream(new double[] {0.5, 0.25}).sum());
        System.out.println(Stream.of("a", "bb", "ccc").mapToInt(String::length).sum() + " " + Stream.of("1.5", "2.25").mapToDouble(Double::parseDouble).sum()
            + " " + Stream.of("10", "20").mapToLong(Long::parseLong).max().getAsLong());
        System.out.println(IntStream.range(0, 4).flatMap(i -> IntStream.range(0, i)).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.of(1, 2, 3, 4).anyMatch(i -> i > 3) + " " + IntStream.of(1, 2).allMatch(i -> i > 1) + " " + IntStream.of().noneMatch(i -> true)
            + " " + IntStream.of(9, 8).findFirst().getAsInt() + " " + IntStream.of().findFirst().isPresent());
        PrimitiveIterator.OfInt pit = IntStream.range(3, 6).iterator();
        while (pit.hasNext()) System.out.print(pit.nextInt() + " ");
        System.out.println();
        System.out.println(IntStream.generate(() -> 7).limit(3).sum() + " " + IntStream.concat(IntStream.of(1), IntStream.of(2, 3)).count()
            + " " + IntStream.range(0, 10).skip(7).boxed().collect(Collectors.toList()) + " " + IntStream.of(1, 2, 3).peek(x -> System.out.print("[" + x + "]")).sum());
        System.out.println("hello".chars().filter(c -> c == 'l').count() + " " + "abc".chars().mapToObj(c -> String.valueOf((char) (c + 1))).collect(Collectors.joining()));
        System.out.println("h\u00e9llo\ud83d\ude00".codePoints().count() + " " + "xyz".chars().sum());
        StringBuilder acc = IntStream.range(0, 5).collect(StringBuilder::new, (sb, i) -> sb.append(i), StringBuilder::append);
        System.out.println(acc);
        Random rnd = new Random(7);
        System.out.println(rnd.ints(5, 0, 100).boxed().collect(Collectors.toList()) + " " + rnd.ints(3).boxed().collect(Collectors.toList()));
        System.out.println(rnd.doubles(3).mapToObj(d -> String.format("%.6f", d)).collect(Collectors.toList()) + " " + rnd.longs(2, 10, 20).boxed().collect(Collectors.toList()));
        System.out.println(LongStream.rangeClosed(Long.MAX_VALUE - 2, Long.MAX_VALUE).count() + " " + IntStream.rangeClosed(Integer.MAX_VALUE - 1, Integer.MAX_VALUE).count());
        IntStream.Builder ib = IntStream.builder();
        ib.add(4).add(2);
        System.out.println(ib.build().sum());
    }
}
