import java.time.LocalDate;
import java.time.chrono.IsoEra;
import java.util.BitSet;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// BitSet.stream, the concurrent collectors, LocalDate.getEra and IsoEra.
public class ConcurrentCollectEra {
    public static void main(String[] args) {
        BitSet bits = BitSet.valueOf(new long[] {11, 1L << 63});
        System.out.println(bits.stream().sum() + " " + bits.stream().boxed().collect(Collectors.toList()));
        System.out.println(new BitSet().stream().count());
        System.out.println(new TreeMap<>(Stream.of("a", "bb", "ccc").collect(Collectors.toConcurrentMap(s -> s, String::length))));
        try {
            Stream.of("x", "y", "x").collect(Collectors.toConcurrentMap(s -> s, s -> 1));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        ConcurrentSkipListMap<Integer, Integer> sums = Stream.of(1, 2, 3, 4, 5)
                .collect(Collectors.toConcurrentMap(i -> i % 2, i -> i, Integer::sum, ConcurrentSkipListMap::new));
        System.out.println(sums);
        ConcurrentSkipListMap<Integer, Long> byLength = Stream.of("a", "bb", "cc", "d", "eee")
                .collect(Collectors.groupingByConcurrent(String::length, ConcurrentSkipListMap::new, Collectors.counting()));
        System.out.println(byLength);
        for (int y : new int[] {2024, 1, 0, -44})
            System.out.println(y + " " + LocalDate.of(y, 3, 15).getEra());
        IsoEra ce = IsoEra.of(1);
        System.out.println(ce + " " + ce.getValue() + " " + IsoEra.BCE.getValue() + " " + java.util.Arrays.toString(IsoEra.values()));
        try {
            IsoEra.of(2);
        } catch (java.time.DateTimeException e) {
            System.out.println(e.getMessage());
        }
    }
}
