// release: 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Spliterators and StreamSupport.stream: streaming an Iterable, custom spliterators, tryAdvance/forEachRemaining, sizes and characteristics. */
public class SpliteratorStreams {
    static final class Countdown implements Iterable<Integer> {
        final int from;

        Countdown(int from) {
            this.from = from;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int n = from;

                public boolean hasNext() {
                    return n > 0;
                }

                public Integer next() {
                    return n--;
                }
            };
        }
    }

    public static void main(String[] args) {
        Iterable<Integer> it = new Countdown(6);
        System.out.println(StreamSupport.stream(it.spliterator(), false).map(i -> i * i).collect(Collectors.toList()));
        Spliterator<Integer> sp = new Countdown(3).spliterator();
        System.out.println(sp.estimateSize() + " " + sp.getExactSizeIfKnown() + " " + sp.hasCharacteristics(Spliterator.SIZED));
        StringBuilder sb = new StringBuilder();
        while (sp.tryAdvance(sb::append)) sb.append(',');
        System.out.println(sb);
        List<String> list = new ArrayList<>(Arrays.asList("a", "b", "c", "d"));
        Spliterator<String> ls = list.spliterator();
        System.out.println(ls.estimateSize() + " " + ls.getExactSizeIfKnown() + " " + ls.hasCharacteristics(Spliterator.SIZED));
        ls.tryAdvance(s -> System.out.println("first " + s));
        ls.forEachRemaining(s -> System.out.print(s + " "));
        System.out.println();
        Spliterator<String> custom = new Spliterators.AbstractSpliterator<String>(Long.MAX_VALUE, Spliterator.ORDERED) {
            int i = 0;

            public boolean tryAdvance(Consumer<? super String> action) {
                if (i >= 5) return false;
                action.accept("item" + i++);
                return true;
            }
        };
        System.out.println(StreamSupport.stream(custom, false).filter(s -> !s.endsWith("2")).collect(Collectors.joining("|")));
        Iterator<String> back = Spliterators.iterator(Spliterators.spliteratorUnknownSize(Arrays.asList("x", "y").iterator(), Spliterator.ORDERED));
        while (back.hasNext()) System.out.print(back.next());
        System.out.println();
        System.out.println(StreamSupport.stream(Spliterators.spliterator(new Object[] {1, 2, 3, 4}, 1, 3, 0), false).count());
        Spliterator<Integer> fromStream = Stream.of(7, 8, 9).spliterator();
        fromStream.tryAdvance(x -> System.out.println("stream spliterator " + x));
        fromStream.forEachRemaining(x -> System.out.println("rest " + x));
        Spliterator.OfInt si = IntStream.range(0, 4).spliterator();
        si.tryAdvance((int v) -> System.out.println("int spliterator " + v));
        si.forEachRemaining((int v) -> System.out.print(v + ";"));
        System.out.println(" size " + IntStream.range(0, 9).spliterator().getExactSizeIfKnown() + " " + LongStream.of(1, 2).spliterator().estimateSize()
            + " " + DoubleStream.of(1.5).filter(d -> d > 0).spliterator().getExactSizeIfKnown());
        Map<String, Integer> m = new TreeMap<>(Map.of("k1", 1, "k2", 2, "k3", 3));
        System.out.println(StreamSupport.stream(m.entrySet().spliterator(), false).map(e -> e.getKey() + "=" + e.getValue() * 10).collect(Collectors.toList()));
    }
}
