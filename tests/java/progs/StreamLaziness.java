import java.util.*;
import java.util.stream.*;

/** Stream evaluation order: peek/map interleaving, short-circuiting, sorted as a barrier, lazy flatMap, count on sized sources. */
public class StreamLaziness {
    public static void main(String[] args) {
        List<String> log = new ArrayList<>();
        Optional<Integer> first = Stream.of(1, 2, 3, 4, 5, 6).peek(x -> log.add("p" + x)).filter(x -> x % 3 == 0).map(x -> { log.add("m" + x); return x * 10; }).findFirst();
        System.out.println(first.get() + " " + log);
        log.clear();
        List<Integer> r = Stream.of(5, 1, 4, 2, 3).peek(x -> log.add("a" + x)).sorted().peek(x -> log.add("b" + x)).limit(2).collect(Collectors.toList());
        System.out.println(r + " " + log);
        log.clear();
        boolean any = IntStream.range(0, 1000).peek(x -> log.add("i" + x)).anyMatch(x -> x > 3);
        System.out.println(any + " " + log);
        log.clear();
        List<Integer> flat = Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, -x).peek(y -> log.add("f" + y))).limit(3).collect(Collectors.toList());
        System.out.println(flat + " " + log);
        log.clear();
        System.out.println(Stream.iterate(1, x -> { log.add("it" + x); return x + 1; }).limit(4).collect(Collectors.toList()) + " " + log);
        log.clear();
        Stream<Integer> lazy = Stream.of(1, 2, 3).map(x -> { log.add("never" + x); return x; });
        System.out.println("built " + log.size());
        lazy.forEach(x -> log.add("got" + x));
        System.out.println(log);
        List<String> src = new ArrayList<>(Arrays.asList("a", "b"));
        Stream<String> late = src.stream();
        src.add("c");
        System.out.println(late.collect(Collectors.toList()));
        log.clear();
        System.out.println(Stream.of(1, 2, 3).peek(x -> log.add("cnt" + x)).filter(x -> x > 1).count() + " " + log);
        log.clear();
        System.out.println(Stream.of(1, 2, 3, 4).skip(1).peek(x -> log.add("s" + x)).findFirst().get() + " " + log);
        log.clear();
        System.out.println(Stream.of("x", "y", "z").map(s -> { log.add(s); return s + s; }).allMatch(s -> !s.equals("yy")) + " " + log);
        int[] side = {0};
        IntStream.rangeClosed(1, 5).forEach(i -> side[0] += i);
        System.out.println(side[0]);
        log.clear();
        Stream.of(3, 1, 2).sorted((a, b) -> { log.add(a + "?" + b); return a - b; }).forEach(x -> log.add("=" + x));
        System.out.println(log.get(log.size() - 1) + " " + log.size());
    }
}
