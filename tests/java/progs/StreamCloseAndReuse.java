import java.util.*;
import java.util.stream.*;

/** Stream life cycle: onClose handlers (order, exceptions, suppressed), flatMap closing inner streams, reuse errors, iterator(). */
public class StreamCloseAndReuse {
    public static void main(String[] args) {
        List<String> log = new ArrayList<>();
        List<Integer> r = Stream.of(1, 2, 3).flatMap(i -> Stream.of(i, i * 10).onClose(() -> log.add("inner" + i))).collect(Collectors.toList());
        System.out.println(r + " " + log);
        log.clear();
        Stream<String> s = Stream.of("a").onClose(() -> log.add("h1")).onClose(() -> log.add("h2"));
        s.close();
        s.close();
        System.out.println(log);
        Stream<String> bad = Stream.of("a").onClose(() -> { throw new IllegalStateException("first"); }).onClose(() -> { throw new IllegalArgumentException("second"); });
        try {
            bad.close();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage() + " suppressed=" + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage());
        }
        Stream<Integer> used = Stream.of(1, 2);
        used.forEach(x -> { });
        for (Runnable op : new Runnable[] {used::count, () -> used.map(x -> x), () -> used.iterator()}) {
            try {
                op.run();
            } catch (IllegalStateException e) {
                System.out.println("ISE " + e.getMessage());
            }
        }
        Stream<Integer> closed = Stream.of(1);
        closed.close();
        try {
            closed.count();
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e.getMessage());
        }
        Iterator<Integer> it = IntStream.range(0, 3).boxed().iterator();
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            sb.append(" NSEE");
        }
        System.out.println(sb);
        try (IntStream is = IntStream.of(1, 2).onClose(() -> System.out.println("int stream closed"))) {
            System.out.println(is.sum());
        }
        System.out.println(Stream.of(1, 2, 3).isParallel() + " " + Stream.of(1, 2, 3).parallel().isParallel() + " " + Arrays.asList(3, 1, 2).parallelStream().sorted().collect(Collectors.toList()));
        System.out.println(Stream.of(3, 1, 2).parallel().map(x -> x * 2).reduce(0, Integer::sum) + " " + Stream.of("b", "a").unordered().sequential().sorted().findFirst().get());
    }
}
