import java.util.*;
import java.util.function.*;

public class Lambdas {
    interface IntOp { int apply(int a, int b); }
    interface Tri<A, B, C, R> { R apply(A a, B b, C c); }
    interface LongToDouble { double f(long x); }
    interface Thrower { void run() throws Exception; }

    private int instanceCounter = 0;
    private static int staticCounter = 0;

    Runnable incrementer() {
        return () -> instanceCounter++;
    }

    static int applyOp(IntOp op, int a, int b) { return op.apply(a, b); }

    static void tryRun(Thrower t) {
        try {
            t.run();
            System.out.println("ran ok");
        } catch (Exception e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        IntOp add = (a, b) -> a + b;
        IntOp mul = (int a, int b) -> { return a * b; };
        IntOp pow = (a, b) -> {
            int r = 1;
            for (int i = 0; i < b; i++) r *= a;
            return r;
        };
        System.out.println(applyOp(add, 3, 4) + " " + applyOp(mul, 3, 4) + " " + applyOp(pow, 3, 4) + " " + applyOp((x, y) -> x - y, 3, 4));
        // capturing locals and args
        int offset = 100;
        String tag = args.length > 1 ? args[1] : "none";
        Function<Integer, String> f = x -> tag + ":" + (x + offset);
        System.out.println(f.apply(5) + " " + f.apply(-100));
        // boxing/unboxing through generic interfaces
        Function<Integer, Integer> sq = x -> x * x;
        BiFunction<Integer, Double, Double> mix = (i, d) -> i * d;
        Supplier<Long> sup = () -> 1L << 40;
        Predicate<Character> isVowel = c -> "aeiou".indexOf(c) >= 0;
        ToIntFunction<String> len = String::length;
        IntFunction<int[]> mk = n -> new int[n];
        DoubleUnaryOperator half = d -> d / 2;
        LongToDouble ltd = x -> x / 3.0;
        System.out.println(sq.apply(12) + " " + mix.apply(3, 1.5) + " " + sup.get() + " " + isVowel.test('e') + " " + isVowel.test('z')
                + " " + len.applyAsInt("hello") + " " + mk.apply(7).length + " " + half.applyAsDouble(5) + " " + ltd.f(10));
        Tri<String, Integer, Character, String> tri = (s, n, c) -> {
            StringBuilder sb = new StringBuilder(s);
            for (int i = 0; i < n; i++) sb.append(c);
            return sb.toString();
        };
        System.out.println(tri.apply("ab", 3, '!'));
        // instance capture
        Lambdas l = new Lambdas();
        Runnable r = l.incrementer();
        for (int i = 0; i < 5; i++) r.run();
        Runnable rs = () -> staticCounter += 10;
        rs.run();
        rs.run();
        System.out.println("instance " + l.instanceCounter + " static " + staticCounter);
        // lambdas in collections
        List<Supplier<String>> sups = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int k = i;
            sups.add(() -> "sup" + k * k);
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> s : sups) sb.append(s.get()).append(' ');
        System.out.println(sb);
        // higher-order: returning lambdas
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        System.out.println(adder.apply(10).apply(5) + " " + adder.apply(-1).apply(1));
        Function<Integer, Integer> composed = sq.andThen(x -> x + 1).compose(x -> x * 2);
        System.out.println(composed.apply(3));
        // sort with lambda comparator
        List<String> words = new ArrayList<>(Arrays.asList("delta", "Alpha", "charlie", "bravo", "Echo", "ab"));
        words.sort((a, b) -> a.compareToIgnoreCase(b));
        System.out.println(words);
        words.sort((a, b) -> Integer.compare(b.length(), a.length()));
        System.out.println(words);
        words.removeIf(w -> w.length() < 5);
        System.out.println(words);
        words.replaceAll(w -> w.toUpperCase());
        System.out.println(words);
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "a b a c b a d".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        counts.forEach((k, v) -> System.out.print(k + "=" + v + ";"));
        System.out.println();
        counts.computeIfAbsent("z", k -> 26);
        counts.computeIfPresent("a", (k, v) -> v * 100);
        counts.compute("b", (k, v) -> v == null ? 0 : -v);
        System.out.println(counts);
        // primitive specializations
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) { return b == 0 ? a : applyAsInt(b, a % b); }
        };
        IntUnaryOperator neg = x -> -x;
        IntPredicate even = x -> x % 2 == 0;
        LongBinaryOperator lmax = Math::max;
        DoubleBinaryOperator hyp = (a, b) -> Math.sqrt(a * a + b * b);
        System.out.println(gcd.applyAsInt(84, 36) + " " + neg.andThen(x -> x * 3).applyAsInt(4) + " " + even.negate().test(3)
                + " " + lmax.applyAsLong(5L, -7L) + " " + hyp.applyAsDouble(5, 12));
        tryRun(() -> System.out.println("no throw"));
        tryRun(() -> { throw new java.io.IOException("disk gone"); });
        tryRun(() -> Integer.parseInt("x1"));
        // recursion through a field-like holder
        Function<Integer, Integer>[] fact = new Function[1];
        fact[0] = n -> n <= 1 ? 1 : n * fact[0].apply(n - 1);
        System.out.println(fact[0].apply(10));
    }
}
