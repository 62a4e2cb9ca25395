import java.util.*;
import java.util.function.*;

public class IndyLambdas {
  interface TriFunction<A, B, C, R> { R apply(A a, B b, C c); }
  interface LongMix { long mix(int a, long b, double c); }
  interface Maker<T> { T make(String s, int n); }
  interface VoidInt { void take(int x); }
  interface Narrow { Object get(); }
  interface Widening { double f(int x); }
  interface CharOp { char next(char c); }
  interface BoolOp { boolean not(boolean b); }
  interface ShortByte { int sum(short s, byte b); }
  interface Gen<T> { T id(T t); }
  interface StrGen extends Gen<String> { }

  private int base = 100;
  private String name = "obj";

  private int addBase(int x) { return x + base; }
  private static String shout(String s) { return s.toUpperCase() + "!"; }

  static int counter;

  void instanceTests() {
    IntUnaryOperator f = x -> x + base;          // captures this
    System.out.println("this-capture " + f.applyAsInt(5));
    IntUnaryOperator g = this::addBase;          // bound private method ref
    System.out.println("bound private " + g.applyAsInt(7));
    Supplier<String> s = () -> name + base;      // this + fields
    base = 200;
    System.out.println("late read " + s.get());
    Runnable r = () -> { base++; };
    r.run(); r.run();
    System.out.println("mutated " + base);
  }

  static long sumLongs(long a, long b) { return a + b; }

  public static void main(String[] args) {
    // non-capturing, capturing, identity of non-capturing lambdas
    Runnable r1 = () -> System.out.println("hello from lambda");
    r1.run();
    Supplier<Runnable> sr = () -> () -> System.out.println("nested");
    sr.get().run();
    Runnable[] rs = new Runnable[3];
    for (int i = 0; i < 3; i++) rs[i] = () -> counter++;
    System.out.println("same instance " + (rs[0] == rs[1]) + " " + (rs[1] == rs[2]));
    for (Runnable r : rs) r.run();
    System.out.println("counter " + counter);
    int[] cell = {0};
    Runnable[] cs = new Runnable[2];
    for (int i = 0; i < 2; i++) { final int k = i; cs[i] = () -> cell[0] += k + 1; }
    System.out.println("capturing distinct " + (cs[0] != cs[1]));
    cs[0].run(); cs[1].run();
    System.out.println("cell " + cell[0]);

    // primitives
    IntBinaryOperator add = (a, b) -> a + b;
    IntBinaryOperator mul = (a, b) -> a * b;
    System.out.println("int ops " + add.applyAsInt(3, 4) + " " + mul.applyAsInt(6, 7));
    long big = 1L << 40;
    double dd = 2.5;
    LongMix lm = (a, b, c) -> a + b + (long) c + big + (long) dd;
    System.out.println("long mix " + lm.mix(1, 2L, 3.9));
    LongBinaryOperator lb = IndyLambdas::sumLongs;
    System.out.println("long ref " + lb.applyAsLong(1L << 33, 5));
    DoubleUnaryOperator half = d -> d / 2;
    System.out.println("double " + half.applyAsDouble(5.0));
    DoubleBinaryOperator dsum = Double::sum;
    System.out.println("double sum " + dsum.applyAsDouble(0.25, 0.5));
    CharOp co = c -> (char) (c + 1);
    System.out.println("char " + co.next('a'));
    BoolOp bo = b -> !b;
    System.out.println("bool " + bo.not(false));
    ShortByte sb = (s, b) -> s + b;
    System.out.println("short byte " + sb.sum((short) 300, (byte) -3));
    Widening wid = Math::abs;          // int -> int, then widened to double
    System.out.println("widen " + wid.f(-9));
    LongSupplier ls = () -> Integer.MAX_VALUE;
    System.out.println("long supplier " + ls.getAsLong());

    // boxing / unboxing adaptations
    Function<Integer, Integer> sq = x -> x * x;
    System.out.println("boxed " + sq.apply(12));
    Function<Integer, Integer> neg = Math::abs;     // unbox arg, box result
    System.out.println("unbox/box " + neg.apply(-77));
    ToIntFunction<String> len = String::length;     // unbound receiver, int result
    System.out.println("unbound " + len.applyAsInt("hello"));
    Function<String, Integer> len2 = String::length; // int result boxed
    System.out.println("unbound boxed " + len2.apply("four"));
    IntFunction<Integer> boxer = Integer::valueOf;
    System.out.println("intfunction " + boxer.apply(42));
    BinaryOperator<Integer> bsum = Integer::sum;      // unbox both, box result
    System.out.println("binop " + bsum.apply(40, 2));
    Supplier<Long> sl = () -> 5L;
    System.out.println("supplier long " + sl.get());
    IntSupplier is = () -> Integer.valueOf(99);        // returns Integer, unboxed by the lambda body
    System.out.println("intsupplier " + is.getAsInt());
    BooleanSupplier bs = Boolean.TRUE::booleanValue;
    System.out.println("bool supplier " + bs.getAsBoolean());
    ToLongFunction<Integer> tl = Integer::intValue;   // int widened to long
    System.out.println("to long " + tl.applyAsLong(123456));
    ToDoubleFunction<Integer> td = Integer::intValue; // int widened to double
    System.out.println("to double " + td.applyAsDouble(3));
    Predicate<Integer> even = x -> x % 2 == 0;
    System.out.println("predicate " + even.test(10) + " " + even.negate().test(10));

    // method refs of every kind
    Function<String, String> st = IndyLambdas::shout;           // static private
    System.out.println(st.apply("hi"));
    String pre = "pre-";
    Function<String, String> bound = pre::concat;              // bound
    System.out.println(bound.apply("fix"));
    BiFunction<String, String, String> unbound = String::concat;
    System.out.println(unbound.apply("a", "b"));
    Supplier<ArrayList<String>> mk = ArrayList::new;           // constructor
    ArrayList<String> list = mk.get();
    list.add("x"); list.add("y");
    System.out.println("ctor " + list);
    Function<Integer, ArrayList<String>> mk2 = ArrayList::new;  // constructor with an (unboxed) int
    System.out.println("ctor int " + mk2.apply(10).size());
    IntFunction<int[]> mkArr = int[]::new;                      // array constructor
    System.out.println("array ctor " + mkArr.apply(4).length);
    Function<Integer, String[]> mkSArr = String[]::new;
    System.out.println("array ctor boxed " + mkSArr.apply(2).length);
    Supplier<int[]> sa = () -> new int[] {1, 2, 3};
    System.out.println("supplier array " + sa.get()[2]);
    Maker<String> maker = (s, n) -> s + n;
    System.out.println("maker " + maker.make("n=", 3));
    TriFunction<Integer, Long, Double, String> tri = (a, b, c) -> a + "/" + b + "/" + c;
    System.out.println("tri " + tri.apply(1, 2L, 3.5));
    VoidInt vi = IndyLambdas::takesInt;                        // value-returning method as void
    vi.take(8);
    Consumer<String> printer = System.out::println;            // bound to a field value
    printer.accept("printed via method ref");
    Consumer<String> both = printer.andThen(x -> System.out.println("then " + x));
    both.accept("chain");
    Narrow nw = () -> "narrow";
    System.out.println(nw.get());
    StrGen sg = x -> x + x;                                     // bridge through generic superinterface
    System.out.println("bridge " + sg.id("ab"));
    Gen<String> gs = sg;
    System.out.println("bridge generic " + gs.id("cd"));
    UnaryOperator<String> up = String::toUpperCase;
    System.out.println("unary " + up.apply("abc"));
    Function<String, String> composed = up.andThen(x -> x + "?");
    System.out.println("andThen " + composed.apply("q"));

    // comparators
    List<String> words = new ArrayList<>();
    words.add("pear"); words.add("fig"); words.add("banana"); words.add("kiwi");
    words.sort((a, b) -> a.length() - b.length());
    System.out.println("by length " + words);
    words.sort(Comparator.comparing(String::toString));
    System.out.println("natural " + words);
    words.sort(Comparator.comparing((String w) -> w.length()).reversed());
    System.out.println("reversed " + words);
    Comparator<String> c2 = Comparator.comparingInt(String::length);
    words.sort(c2.thenComparing((a, b) -> b.compareTo(a)));
    System.out.println("then " + words);
    words.forEach(w -> System.out.print(w.charAt(0)));
    System.out.println();
    words.replaceAll(String::toUpperCase);
    System.out.println("replaceAll " + words);

    // serializable and marker intersections
    Runnable ser = (Runnable & java.io.Serializable) () -> System.out.println("serializable run");
    ser.run();
    System.out.println("is serializable " + (ser instanceof java.io.Serializable));
    Runnable plain = () -> {};
    System.out.println("plain serializable " + (plain instanceof java.io.Serializable));

    new IndyLambdas().instanceTests();

    // recursion through a field and lambdas made in a loop
    IntUnaryOperator[] fact = new IntUnaryOperator[1];
    fact[0] = n -> n <= 1 ? 1 : n * fact[0].applyAsInt(n - 1);
    System.out.println("fact " + fact[0].applyAsInt(10));
    List<Supplier<Integer>> sups = new ArrayList<>();
    for (int i = 0; i < 5; i++) { int j = i * i; sups.add(() -> j); }
    int total = 0;
    for (Supplier<Integer> s : sups) total += s.get();
    System.out.println("total " + total);
    // many executions (the collector runs meanwhile)
    long acc = 0;
    for (int i = 0; i < 200000; i++) {
      final int k = i;
      IntSupplier q = () -> k & 7;
      acc += q.getAsInt();
    }
    System.out.println("acc " + acc);
  }

  static int takesInt(int x) { System.out.println("took " + x); return x; }
}
