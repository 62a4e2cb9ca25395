// release: 17
import java.util.*;
import java.util.stream.*;

/** Stream: sources, map/filter/sorted/distinct/limit/skip, reduce, min/max, matching, findFirst, toArray, count. */
public class StreamBasics {
    public static void main(String[] args) {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf", "delta");
        System.out.println(words.stream().filter(w -> w.length() > 4).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(words.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.toList()));
        System.out.println(words.stream().skip(2).limit(4).collect(Collectors.joining(",", "[", "]")));
        System.out.println(words.stream().count() + " " + words.stream().filter(w -> w.startsWith("a")).count());
        System.out.println(words.stream().min(Comparator.naturalOrder()).get() + " " + words.stream().max(Comparator.comparing(String::length)).get());
        System.out.println(words.stream().anyMatch(w -> w.contains("x")) + " " + words.stream().allMatch(w -> w.length() >= 4) + " " + words.stream().noneMatch(String::isEmpty));
        System.out.println(words.stream().findFirst().get() + " " + words.stream().filter(w -> w.endsWith("z")).findFirst().isPresent());
        System.out.println(words.stream().reduce("", (a, b) -> a + b.charAt(0)));
        System.out.println(words.stream().map(String::length).reduce(Integer::sum).get());
        System.out.println(words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        Object[] arr = words.stream().limit(3).toArray();
        String[] sarr = words.stream().limit(3).toArray(String[]::new);
        System.out.println(arr.length + " " + Arrays.toString(arr) + " " + sarr.getClass().getSimpleName() + " " + Arrays.toString(sarr));
        System.out.println(Stream.of(5, 3, 9, 1).sorted().collect(Collectors.toList()) + " " + Stream.of("x").count() + " " + Stream.empty().count());
        System.out.println(Arrays.stream(new String[] {"q", "w", "e", "r", "t"}, 1, 4).collect(Collectors.joining()));
        System.out.println(Stream.iterate(1, x -> x * 3).limit(10).collect(Collectors.toList()));
        int[] counter = {0};
        System.out.println(Stream.generate(() -> ++counter[0]).limit(5).map(x -> x * x).collect(Collectors.toList()));
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).map(String::valueOf).collect(Collectors.joining("-")));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add((i * 37) % 23);
        System.out.println(nums);
        System.out.println(nums.stream().filter(n -> n % 2 == 0).sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        System.out.println(nums.stream().mapToInt(Integer::intValue).sum() + " " + nums.stream().mapToInt(n -> n).max().getAsInt());
        Stream.of("one", "two", "three").forEach(System.out::println);
        Stream<String> s = Stream.of("a", "b");
        s.count();
        try {
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        Stream<String> s2 = Stream.of("a", "b");
        s2.map(String::length);
        try {
            s2.filter(x -> true);
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        try {
            Stream.of(1).limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Iterator<Integer> it = Stream.of(7, 8, 9).iterator();
        while (it.hasNext()) System.out.print(it.next() + ";");
        System.out.println();
        Stream.Builder<String> b = Stream.builder();
        b.add("x").add("y").accept("z");
        System.out.println(b.build().collect(Collectors.toList()));
        System.out.println(Stream.of(1, 2, 3, 4, 5, 6).takeWhile(x -> x < 4).collect(Collectors.toList()) + " " + Stream.of(1, 2, 3, 4, 1).dropWhile(x -> x < 3).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x <= 100, x -> x * 2).collect(Collectors.toList()) + " " + Stream.ofNullable(null).count());
        StringBuilder closed = new StringBuilder();
        try (Stream<Integer> cs = Stream.of(1, 2).onClose(() -> closed.append("closed1 ")).onClose(() -> closed.append("closed2"))) {
            System.out.println(cs.mapToInt(x -> x).sum());
        }
        System.out.println(closed);
    }
}
