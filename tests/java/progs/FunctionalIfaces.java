import java.util.*;
import java.util.function.*;

public class FunctionalIfaces {
    public static void main(String[] args) {
        Function<Integer, Integer> plus2 = x -> x + 2;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println(plus2.andThen(times3).apply(1) + " " + plus2.compose(times3).apply(1) + " " + Function.<Integer>identity().apply(9));
        BiFunction<String, String, String> concat = (a, b) -> a + b;
        System.out.println(concat.andThen(String::length).apply("abc", "de"));
        Supplier<List<Integer>> sup = ArrayList::new;
        List<Integer> list = sup.get();
        Consumer<Integer> adder = list::add;
        Consumer<Integer> doubler = x -> list.add(x * 2);
        adder.andThen(doubler).accept(5);
        adder.andThen(doubler).accept(7);
        System.out.println(list);
        BiConsumer<String, Integer> bc = (s, n) -> System.out.print(s + n + " ");
        bc.andThen((s, n) -> System.out.println("<" + s + ">")).accept("n=", 4);
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        Predicate<String> startsA = s -> s.startsWith("a");
        String[] samples = {"", "ab", "abcd", "xyzw", "a"};
        for (String s : samples) {
            System.out.println("'" + s + "' empty=" + empty.test(s) + " !empty=" + empty.negate().test(s) + " long&a=" + longish.and(startsA).test(s)
                    + " long|a=" + longish.or(startsA).test(s) + " isEqual(ab)=" + Predicate.isEqual("ab").test(s));
        }
        BiPredicate<Integer, Integer> lt = (a, b) -> a < b;
        System.out.println(lt.test(1, 2) + " " + lt.negate().test(1, 2) + " " + lt.and((a, b) -> a > 0).test(-1, 2) + " " + lt.or((a, b) -> a == b).test(2, 2));
        UnaryOperator<String> up = String::toUpperCase;
        BinaryOperator<Integer> sum = Integer::sum;
        BinaryOperator<String> shorter = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> longer = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        System.out.println(up.apply("up") + " " + sum.apply(20, 22) + " " + shorter.apply("abc", "de") + " " + longer.apply("abc", "de") + " " + UnaryOperator.<String>identity().apply("id"));
        IntSupplier is = () -> 42;
        LongSupplier ls = () -> Long.MAX_VALUE;
        DoubleSupplier ds = () -> Math.PI;
        BooleanSupplier bs = () -> true;
        System.out.println(is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble() + " " + bs.getAsBoolean());
        IntFunction<String> stars = n -> { StringBuilder sb = new StringBuilder(); for (int i = 0; i < n; i++) sb.append('*'); return sb.toString(); };
        IntToLongFunction sqL = x -> (long) x * x;
        IntToDoubleFunction inv = x -> 1.0 / x;
        LongFunction<String> hex = Long::toHexString;
        LongUnaryOperator lneg = x -> -x;
        DoubleFunction<String> fmt = d -> String.format("%.2f", d);
        DoubleToIntFunction floor = d -> (int) Math.floor(d);
        ToDoubleFunction<String> parseD = Double::parseDouble;
        ToLongFunction<String> parseL = Long::parseLong;
        ToIntBiFunction<String, String> cmp = String::compareTo;
        ObjIntConsumer<StringBuilder> rep = (sb, n) -> { for (int i = 0; i < n; i++) sb.append('#'); };
        StringBuilder target = new StringBuilder();
        rep.accept(target, 5);
        System.out.println(stars.apply(3) + " " + sqL.applyAsLong(100000) + " " + inv.applyAsDouble(8) + " " + hex.apply(255L) + " " + lneg.applyAsLong(5)
                + " " + fmt.apply(2.0 / 3) + " " + floor.applyAsInt(-2.5) + " " + parseD.applyAsDouble("1e3") + " " + parseL.applyAsLong("-99")
                + " " + cmp.applyAsInt("a", "c") + " " + target);
        IntUnaryOperator inc = x -> x + 1;
        IntUnaryOperator dbl = x -> x * 2;
        System.out.println(inc.andThen(dbl).applyAsInt(5) + " " + inc.compose(dbl).applyAsInt(5) + " " + IntUnaryOperator.identity().applyAsInt(-3));
        IntPredicate pos = x -> x > 0;
        IntPredicate odd = x -> (x & 1) == 1;
        StringBuilder sb = new StringBuilder();
        for (int i = -3; i <= 3; i++) sb.append(i).append(':').append(pos.and(odd).test(i)).append(pos.or(odd).test(i)).append(pos.negate().test(i)).append(' ');
        System.out.println(sb);
        IntConsumer ic = x -> System.out.print("[" + x + "]");
        ic.andThen(x -> System.out.println("(" + x * x + ")")).accept(6);
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        List<String> ws = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dddd", "ee", "f"));
        ws.sort(byLen.thenComparing(Comparator.reverseOrder()));
        System.out.println(ws);
        Optional<String> opt = Optional.of("value");
        System.out.println(opt.map(String::length).orElse(-1) + " " + opt.filter(empty).isPresent() + " " + Optional.<String>empty().map(String::length).orElseGet(() -> -2));
        Map<String, Function<Double, Double>> ops = new LinkedHashMap<>();
        ops.put("sq", x -> x * x);
        ops.put("neg", x -> -x);
        ops.put("half", x -> x / 2);
        ops.put("sqrt", Math::sqrt);
        for (Map.Entry<String, Function<Double, Double>> e : ops.entrySet()) System.out.print(e.getKey() + "(16)=" + e.getValue().apply(16.0) + " ");
        System.out.println();
        Function<Double, Double> all = Function.identity();
        for (Function<Double, Double> fn : ops.values()) all = all.andThen(fn);
        System.out.println("chain " + all.apply(3.0));
    }
}
