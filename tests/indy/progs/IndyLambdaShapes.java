import java.util.*;
import java.util.function.*;

public class IndyLambdaShapes {
  interface WithInit {
    int X = trace("WithInit initialised");
    void go();
    default void twice() { go(); go(); }
  }
  interface NoDefaults {
    int Y = trace("NoDefaults initialised");
    void go();
  }
  static int trace(String s) { System.out.println(s); return 1; }

  interface A<T> { String m(T t); }
  interface B extends A<String> { String m(String s); }

  interface I1 { Object get(); }
  interface I2 { String get(); }
  interface I3 extends I1, I2 { }
  interface G1<T> { String m(T t); }
  interface G2 { String m(String s); }
  interface G3 extends G1<String>, G2 { }
  interface Marker { }
  interface Marker2 { default String mark() { return "marked"; } }

  interface Greeter {
    String name();
    default Supplier<String> greeting() { return () -> "hello " + name(); }   // lambda in a default method
    static Function<String, String> decorate(String deco) { return s -> deco + s + deco; }
  }

  enum Op {
    ADD((a, b) -> a + b), SUB((a, b) -> a - b), MUL(Math::multiplyExact);
    final IntBinaryOperator f;
    Op(IntBinaryOperator f) { this.f = f; }
  }
  static class Math { static int multiplyExact(int a, int b) { return a * b; } }

  class Inner {
    final int v;
    Inner(int v) { this.v = v; }
    public String toString() { return "Inner" + v + "/" + outerField; }
  }
  static class Nested {
    final String s;
    Nested(String s) { this.s = s; }
    Nested() { this("default"); }
    public String toString() { return "Nested(" + s + ")"; }
  }
  static class Base { public String toString() { return "Base"; } String who() { return "base-who"; } }
  static class Derived extends Base {
    String who() { return "derived-who"; }
    Supplier<String> superWho() { return super::who; }
    Supplier<String> thisWho() { return this::who; }
  }

  int outerField = 11;
  static final Runnable STATIC_LAMBDA;
  static { STATIC_LAMBDA = () -> System.out.println("lambda from <clinit>"); }
  final Supplier<String> fromCtor;
  IndyLambdaShapes() { fromCtor = () -> "made in constructor " + outerField; }

  static String join(String sep, String... parts) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < parts.length; i++) { if (i > 0) sb.append(sep); sb.append(parts[i]); }
    return sb.toString();
  }
  static <T extends Comparable<T>> T max(T a, T b) { return a.compareTo(b) >= 0 ? a : b; }

  public static void main(String[] args) {
    System.out.println("start");
    WithInit w = () -> System.out.println("go");
    System.out.println("lambda made");
    w.twice();
    NoDefaults nd = () -> System.out.println("go2");
    nd.go();
    System.out.println("Y " + NoDefaults.Y);

    B b = s -> "B:" + s;
    A<String> a = b;
    System.out.println(b.m("x") + " " + a.m("y"));

    I3 i3 = () -> "i3";
    I1 i1 = i3;
    I2 i2 = i3;
    System.out.println(i3.get() + " " + i1.get() + " " + i2.get());
    G3 g3 = t -> "g3:" + t;
    G1<String> g1 = g3;
    G2 g2 = g3;
    System.out.println(g1.m("b") + " " + g2.m("c"));
    Runnable marked = (Runnable & Marker & Marker2) () -> System.out.println("marked run");
    marked.run();
    System.out.println((marked instanceof Marker) + " " + ((Marker2) marked).mark());
    Supplier<String> sm = (Supplier<String> & java.io.Serializable & Marker) () -> "ser+marker";
    System.out.println(sm.get() + " " + (sm instanceof java.io.Serializable) + " " + (sm instanceof Marker));
    Greeter g = () -> "world";
    System.out.println(g.greeting().get());
    System.out.println(Greeter.decorate("*").apply("star"));
    Function<String, Function<String, String>> deco = Greeter::decorate;   // static interface method
    System.out.println(deco.apply("~").apply("wave"));
    Function<Greeter, String> nameOf = Greeter::name;                       // abstract interface method
    Function<Greeter, Supplier<String>> greetingOf = Greeter::greeting;     // default interface method
    System.out.println(nameOf.apply(g) + " " + greetingOf.apply(g).get());

    for (Op op : Op.values()) System.out.println(op + " " + op.f.applyAsInt(6, 3));

    IndyLambdaShapes outer = new IndyLambdaShapes();
    Function<Integer, Inner> innerCtor = outer::makeInner;
    System.out.println(innerCtor.apply(5));
    Supplier<Nested> nestedCtor = Nested::new;
    Function<String, Nested> nestedCtor2 = Nested::new;
    System.out.println(nestedCtor.get() + " " + nestedCtor2.apply("arg"));
    System.out.println(outer.fromCtor.get());
    STATIC_LAMBDA.run();
    outer.innerRefs();

    Derived d = new Derived();
    System.out.println(d.superWho().get() + " " + d.thisWho().get());
    Supplier<String> objToString = d::toString;
    System.out.println(objToString.get());

    BiFunction<String, String[], String> varargs = IndyLambdaShapes::join;
    System.out.println(varargs.apply("-", new String[] {"a", "b"}));
    BiFunction<String, String, String> fixed = IndyLambdaShapes::join;   // varargs adapted by javac
    System.out.println(fixed.apply("+", "only"));
    BinaryOperator<String> mx = IndyLambdaShapes::max;
    System.out.println(mx.apply("pear", "apple"));
    BinaryOperator<Integer> mxi = IndyLambdaShapes::max;
    System.out.println(mxi.apply(3, 9));

    Function<List<String>, Integer> size = List::size;                // invokeinterface
    BiFunction<ArrayList<String>, String, Boolean> add = List::add;   // receiver subtype, boolean boxed
    ArrayList<String> al = new ArrayList<>();
    System.out.println(add.apply(al, "q") + " " + size.apply(al));
    Function<CharSequence, String> csToString = CharSequence::toString;
    System.out.println(csToString.apply("cs"));
    Function<Object, Integer> hash = Object::hashCode;
    System.out.println(hash.apply("abc"));
    ToIntFunction<Comparable<String>> cmp = c -> c.compareTo("m");
    System.out.println(cmp.applyAsInt("z") > 0);

    byte by = 3; short sh = 4; char ch = 'c'; boolean bo = true; float fl = 2.5f; long lo = -1L; double du = 0.125;
    Supplier<String> allPrims = () -> "" + by + sh + ch + bo + fl + lo + du;
    System.out.println(allPrims.get());
    DoubleSupplier ds = () -> fl * 2;
    System.out.println(ds.getAsDouble());
    IntPredicate ip = i -> i > by;
    System.out.println(ip.test(4) + " " + ip.test(2));
    ObjIntConsumer<String> oic = (s, i) -> System.out.println(s + i + ch);
    oic.accept("oic", 1);

    Runnable shared1 = IndyLambdaShapes::hello;
    Runnable shared2 = IndyLambdaShapes::hello;
    System.out.println("distinct sites " + (shared1 == shared2));
    shared1.run();
    Supplier<Supplier<String>> curry = () -> () -> "curried";
    System.out.println(curry.get().get());
    Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y;
    System.out.println(adder.apply(3).apply(4));
    Optional0<String> opt = new Optional0<>("val");
    System.out.println(opt.map(String::length).map(n -> n * 10).get());
    oddConversions();
  }

  static class Optional0<T> {
    final T v;
    Optional0(T v) { this.v = v; }
    <R> Optional0<R> map(Function<? super T, ? extends R> f) { return new Optional0<>(f.apply(v)); }
    T get() { return v; }
  }

  Inner makeInner(int v) { return new Inner(v); }

  void innerRefs() {
    IntFunction<Inner> ctor = Inner::new;        // inner class constructor: captures this
    System.out.println(ctor.apply(7));
    Supplier<Integer> field = () -> outerField;
    outerField = 12;
    System.out.println(field.get() + " " + ctor.apply(8));
  }

  static void hello() { System.out.println("hello"); }
  static short shortOf(int i) { return (short) i; }
  static char charOf(int i) { return (char) ('a' + i); }
  static <T extends CharSequence> int csLength(T t) { return t.length(); }
  static Integer boxedSquare(Integer i) { return i == null ? -1 : i * i; }

  static void oddConversions() {
    ToIntFunction<Supplier<Integer>> viaObject = Supplier::get;     // Object result cast to Integer, unboxed
    System.out.println(viaObject.applyAsInt(() -> 41));
    Function<Integer, Short> toShort = IndyLambdaShapes::shortOf;    // short boxed as Short
    System.out.println(toShort.apply(70000));
    IntFunction<Character> toChar = IndyLambdaShapes::charOf;
    System.out.println(toChar.apply(2));
    IntToLongFunction widen = IndyLambdaShapes::charOf;              // char widened to long
    System.out.println(widen.applyAsLong(3));
    Function<String, Integer> bounded = IndyLambdaShapes::csLength;  // bound type variable: checkcast CharSequence
    System.out.println(bounded.apply("four"));
    IntUnaryOperator viaBox = IndyLambdaShapes::boxedSquare;         // int boxed in, Integer unboxed out
    System.out.println(viaBox.applyAsInt(12));
    Function<Integer, Integer> nullable = IndyLambdaShapes::boxedSquare;
    System.out.println(nullable.apply(null));
    LongFunction<String> lf = Long::toString;
    System.out.println(lf.apply(-5L));
    DoubleToIntFunction d2i = d -> (int) d;
    System.out.println(d2i.applyAsInt(7.9));
    ToDoubleBiFunction<Integer, Float> mixed = (i, f) -> i * f;
    System.out.println(mixed.applyAsDouble(3, 0.5f));
  }
}
