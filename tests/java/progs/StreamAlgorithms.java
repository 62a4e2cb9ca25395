import java.util.*;
import java.util.stream.*;

/** Algorithms written with streams: primes, matrix transpose and product, pascal triangle, anagram groups, run-length encoding. */
public class StreamAlgorithms {
    static boolean isPrime(int n) {
        return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }

    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 100).filter(StreamAlgorithms::isPrime).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.iterate(2, i -> i + 1).filter(StreamAlgorithms::isPrime).skip(999).findFirst().getAsInt());
        int[][] m = {{1, 2, 3}, {4, 5, 6}};
        int[][] t = IntStream.range(0, 3).mapToObj(j -> IntStream.range(0, 2).map(i -> m[i][j]).toArray()).toArray(int[][]::new);
        System.out.println(Arrays.deepToString(t));
        int[][] p = IntStream.range(0, 2).mapToObj(i -> IntStream.range(0, 2).map(j -> IntStream.range(0, 3).map(k -> m[i][k] * t[k][j]).sum()).toArray()).toArray(int[][]::new);
        System.out.println(Arrays.deepToString(p));
        List<List<Long>> pascal = Stream.iterate(Collections.singletonList(1L), row -> {
            List<Long> next = new ArrayList<>();
            next.add(1L);
            for (int i = 1; i < row.size(); i++) next.add(row.get(i - 1) + row.get(i));
            next.add(1L);
            return next;
        }).limit(10).collect(Collectors.toList());
        pascal.forEach(r -> System.out.println(r.stream().map(String::valueOf).collect(Collectors.joining(" "))));
        List<String> ws = Arrays.asList("listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog");
        Map<String, List<String>> anagrams = ws.stream().collect(Collectors.groupingBy(w -> w.chars().sorted()
            .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString(), TreeMap::new, Collectors.toList()));
        System.out.println(anagrams);
        String s = "aaabccddddde";
        List<String> runs = new ArrayList<>();
        IntStream.range(0, s.length()).filter(i -> i == 0 || s.charAt(i) != s.charAt(i - 1)).forEach(i -> {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            runs.add((j - i) + "" + s.charAt(i));
        });
        System.out.println(String.join("", runs));
        System.out.println(Stream.of("a,b", "c", "d,e,f").flatMap(x -> Arrays.stream(x.split(","))).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> IntStream.rangeClosed(1, 5).mapToObj(j -> String.format("%3d", i * j)).collect(Collectors.joining())).collect(Collectors.joining("\n")));
        long[] fib = Stream.iterate(new long[] {0, 1}, f -> new long[] {f[1], f[0] + f[1]}).limit(50).mapToLong(f -> f[0]).toArray();
        System.out.println(fib[49] + " " + LongStream.of(fib).filter(x -> x % 2 == 0).count());
        double[] sq = DoubleStream.iterate(2.0, x -> (x + 2 / x) / 2).limit(6).toArray();
        System.out.println(Arrays.stream(sq).mapToObj(d -> String.format("%.12f", d)).collect(Collectors.joining(" ")));
        System.out.println(Arrays.stream(new Integer[] {5, 3, 8, 1}).sorted(Collections.reverseOrder()).map(String::valueOf).collect(Collectors.joining("<")));
    }
}
