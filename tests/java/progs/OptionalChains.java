import java.util.*;
import java.util.stream.*;

/** Optional pipelines combined with streams: lookups, defaults, flatMap, filter, primitive optionals. */
public class OptionalChains {
    static final Map<String, String> MANAGER = new HashMap<>();
    static final Map<String, Integer> SALARY = new HashMap<>();

    static Optional<String> managerOf(String who) {
        return Optional.ofNullable(MANAGER.get(who));
    }

    static Optional<Integer> salaryOf(String who) {
        return Optional.ofNullable(SALARY.get(who));
    }

    public static void main(String[] args) {
        MANAGER.put("ann", "bob");
        MANAGER.put("bob", "cid");
        MANAGER.put("dan", "cid");
        SALARY.put("bob", 5000);
        SALARY.put("cid", 9000);
        for (String who : new String[] {"ann", "bob", "cid", "dan", "eve"}) {
            String chain = managerOf(who).flatMap(OptionalChains::managerOf).map(String::toUpperCase).orElse("-");
            int pay = managerOf(who).flatMap(OptionalChains::salaryOf).filter(s -> s > 6000).orElseGet(() -> 0);
            System.out.println(who + " " + chain + " " + pay + " " + managerOf(who).isPresent() + " " + managerOf(who).map(m -> m.length()).orElse(-1));
        }
        Optional<String> first = Stream.of("x", "yy", "zzz").filter(s -> s.length() > 1).findFirst();
        first.ifPresent(s -> System.out.println("found " + s));
        Optional<String> none = Stream.of("x").filter(s -> s.length() > 1).findFirst();
        System.out.println(none + " " + first + " " + none.isPresent() + " " + first.get());
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println(e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalArgumentException("nothing"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Optional.empty().equals(Optional.empty()) + " " + Optional.of(1).equals(Optional.of(1)) + " " + Optional.of("a").hashCode());
        OptionalInt oi = IntStream.of(4, 8, 15).filter(i -> i % 5 == 0).findFirst();
        OptionalDouble od = IntStream.empty().average();
        OptionalLong ol = LongStream.of(3, 9).max();
        System.out.println(oi + " " + od + " " + ol + " " + oi.getAsInt() + " " + od.orElse(-1.5) + " " + ol.orElseGet(() -> 0));
        List<Optional<String>> opts = Arrays.asList(Optional.of("a"), Optional.empty(), Optional.of("c"));
        System.out.println(opts.stream().filter(Optional::isPresent).map(Optional::get).collect(Collectors.joining(",")));
        System.out.println(Stream.of("10", "x", "30").map(s -> { try { return Optional.of(Integer.parseInt(s)); } catch (NumberFormatException e) { return Optional.<Integer>empty(); } })
            .map(o -> o.orElse(0)).reduce(0, Integer::sum));
    }
}
