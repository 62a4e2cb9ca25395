import java.util.*;
import java.util.function.*;

// Array and collection spliterators: characteristics, sizes, how trySplit divides the
// elements (halves for arrays and random-access lists, growing batches for iterators),
// primitive spliterators, and the exceptions of bad ranges.
public class SpliteratorSplits {
    static String chars(Spliterator<?> s) {
        int c = s.characteristics();
        StringBuilder sb = new StringBuilder();
        String[] names = {"ORDERED", "DISTINCT", "SORTED", "SIZED", "NONNULL", "IMMUTABLE", "CONCURRENT", "SUBSIZED"};
        int[] bits = {Spliterator.ORDERED, Spliterator.DISTINCT, Spliterator.SORTED, Spliterator.SIZED, Spliterator.NONNULL, Spliterator.IMMUTABLE, Spliterator.CONCURRENT, Spliterator.SUBSIZED};
        for (int i = 0; i < names.length; i++) if ((c & bits[i]) != 0) sb.append(names[i]).append(' ');
        return c + " [" + sb.toString().trim() + "]";
    }

    static <T> String drain(Spliterator<T> s) {
        final StringBuilder sb = new StringBuilder();
        s.forEachRemaining(new Consumer<T>() {
            public void accept(T t) {
                sb.append(t).append(',');
            }
        });
        return sb.toString();
    }

    static <T> void splitTree(String tag, Spliterator<T> s, int depth) {
        System.out.println(tag + " size=" + s.estimateSize() + " exact=" + s.getExactSizeIfKnown());
        if (depth == 0) {
            System.out.println(tag + " rest=" + drain(s));
            return;
        }
        Spliterator<T> p = s.trySplit();
        if (p == null) {
            System.out.println(tag + " no split; rest=" + drain(s));
            return;
        }
        splitTree(tag + "L", p, depth - 1);
        splitTree(tag + "R", s, depth - 1);
    }

    public static void main(String[] args) {
        Integer[] boxes = new Integer[11];
        for (int i = 0; i < boxes.length; i++) boxes[i] = i * 3;
        Spliterator<Integer> a = Arrays.spliterator(boxes);
        System.out.println("Arrays.spliterator(T[]) " + chars(a));
        splitTree("arr", a, 3);
        splitTree("arr2-9", Arrays.spliterator(boxes, 2, 9), 2);
        Spliterator<Integer> one = Arrays.spliterator(boxes, 4, 5);
        System.out.println("one split=" + one.trySplit() + " size=" + one.estimateSize());
        try {
            one.getComparator();
        } catch (IllegalStateException e) {
            System.out.println("getComparator: " + e);
        }

        int[] ints = {5, 4, 3, 2, 1, 0, -1, -2, -3};
        Spliterator.OfInt si = Arrays.spliterator(ints);
        System.out.println("int " + chars(si));
        Spliterator.OfInt sp = si.trySplit();
        final StringBuilder sb = new StringBuilder();
        sp.forEachRemaining(new IntConsumer() {
            public void accept(int v) {
                sb.append(v).append(' ');
            }
        });
        System.out.println("int prefix " + sb + "| rest size " + si.estimateSize());
        si.tryAdvance(new IntConsumer() {
            public void accept(int v) {
                System.out.println("int next " + v);
            }
        });
        System.out.println("int boxed rest " + drain(si));

        long[] longs = {1L << 40, 2, 3, 4, 5, 6};
        Spliterator.OfLong sl = Arrays.spliterator(longs, 1, 6);
        System.out.println("long " + chars(sl) + " size " + sl.estimateSize());
        splitTree("long", sl, 2);
        double[] ds = {0.5, 1.5, 2.5, 3.5};
        Spliterator.OfDouble sd = Arrays.spliterator(ds);
        System.out.println("double " + chars(sd));
        splitTree("dbl", sd, 2);
        System.out.println("Spliterators.spliterator(int[],SORTED) " + chars(Spliterators.spliterator(ints, Spliterator.SORTED)));
        System.out.println("Spliterators.spliterator(Object[],3,5,0) " + chars(Spliterators.spliterator(boxes, 3, 5, 0)));
        System.out.println("empty int " + chars(Spliterators.emptyIntSpliterator()) + " size " + Spliterators.emptyIntSpliterator().estimateSize());
        System.out.println("empty " + chars(Spliterators.emptySpliterator()) + " split " + Spliterators.emptySpliterator().trySplit());

        try {
            Arrays.spliterator(ints, 3, 2);
        } catch (RuntimeException e) {
            System.out.println("bad range: " + e.getClass().getName());
        }
        try {
            Arrays.spliterator(boxes, -1, 2);
        } catch (RuntimeException e) {
            System.out.println("bad range: " + e.getClass().getName());
        }

        List<Integer> al = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) al.add(i);
        Spliterator<Integer> las = al.spliterator();
        System.out.println("ArrayList " + chars(las));
        splitTree("al", las, 3);
        System.out.println("LinkedList " + chars(new LinkedList<Integer>(al).spliterator()));
        System.out.println("HashSet " + chars(new HashSet<Integer>(al).spliterator()));
        System.out.println("TreeSet " + chars(new TreeSet<Integer>(al).spliterator()));
        System.out.println("asList " + chars(Arrays.asList(boxes).spliterator()));
        splitTree("asList", Arrays.asList(boxes).spliterator(), 2);

        List<Integer> big = new LinkedList<Integer>();
        for (int i = 0; i < 3000; i++) big.add(i);
        Spliterator<Integer> it = Spliterators.spliteratorUnknownSize(big.iterator(), Spliterator.ORDERED);
        System.out.println("unknown size " + chars(it) + " est " + it.estimateSize());
        Spliterator<Integer> b1 = it.trySplit();
        System.out.println("batch1 " + b1.estimateSize() + " " + chars(b1) + " rest est " + it.estimateSize());
        Spliterator<Integer> b2 = it.trySplit();
        System.out.println("batch2 " + b2.estimateSize() + " rest est " + it.estimateSize());
        Spliterator<Integer> b3 = it.trySplit();
        System.out.println("batch3 " + (b3 == null ? "null" : b3.estimateSize() + "") + " rest est " + it.estimateSize());
        Spliterator<Integer> sized = Spliterators.spliterator(big.iterator(), 3000, 0);
        Spliterator<Integer> s1 = sized.trySplit();
        System.out.println("sized batch " + s1.estimateSize() + " " + chars(s1) + " rest " + sized.estimateSize());
        Iterator<Integer> back = Spliterators.iterator(Arrays.spliterator(boxes, 0, 3));
        while (back.hasNext()) System.out.print(back.next() + ";");
        System.out.println();
        PrimitiveIterator.OfInt pi = Spliterators.iterator(Arrays.spliterator(ints, 0, 4));
        while (pi.hasNext()) System.out.print(pi.nextInt() + ";");
        System.out.println();
    }
}
