// release: 17
import java.util.*;
import java.util.stream.*;

/** Java 9+ collectors and stream methods: filtering, flatMapping, teeing, toUnmodifiable*, Stream.toList, mapMulti. */
public class StreamCollectors9 {
    public static void main(String[] args) {
        List<String> words = List.of("kiwi", "apple", "fig", "banana", "cherry", "date", "elderberry");
        Object o1 = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.filtering(w -> w.contains("e"), Collectors.toList())));
        System.out.println(o1);
        System.out.println(words.stream().collect(Collectors.groupingBy(w -> w.charAt(0) < 'd', Collectors.flatMapping(w -> w.chars().limit(2).mapToObj(c -> (char) c), Collectors.toList()))));
        var r = words.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.joining(""), (n, s) -> n + ":" + s.length()));
        System.out.println(r);
        List<String> ul = words.stream().filter(w -> w.length() > 4).collect(Collectors.toUnmodifiableList());
        System.out.println(ul);
        try {
            ul.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE");
        }
        List<String> tl = words.stream().map(String::toUpperCase).toList();
        System.out.println(tl);
        try {
            tl.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE2");
        }
        System.out.println(words.stream().collect(Collectors.toUnmodifiableSet()).size());
        System.out.println(Stream.of(1, 2, 3).<String>mapMulti((x, sink) -> { for (int i = 0; i < x; i++) sink.accept(x + "" + i); }).toList());
        System.out.println(Stream.of("a", null, "b").toList());
        System.out.println(Optional.of(3).stream().map(x -> x + 1).toList() + " " + OptionalInt.of(7).stream().sum());
        System.out.println("a\nbb\r\nccc".lines().map(String::length).toList());
    }
}
