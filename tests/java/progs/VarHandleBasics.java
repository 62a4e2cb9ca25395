// release: 17
// java.lang.invoke.VarHandle: every access mode on instance fields of each
// type, static fields and array elements; the call site's types adapted as
// java does (boxing, unboxing, widening); the exceptions and their messages.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleBasics {
  static class Node {
    Node next;
    int i;
    long l;
    boolean z;
    byte b;
    short s;
    char c;
    float f;
    double d;
    String str;
    final int fixed = 3;
    static int count;
    static Object any;
  }

  static class Sub extends Node {}

  static class Lazy {
    static int x = 5;

    static { System.out.println("Lazy initialised"); }
  }

  interface Body {
    void run() throws Throwable;
  }

  static void t(String what, Body b) {
    try {
      b.run();
    } catch (NullPointerException | ClassCastException e) {
      System.out.println(what + ": " + e.getClass().getName());
    } catch (Throwable e) {
      System.out.println(what + ": " + e);
    }
  }

  static final MethodHandles.Lookup L = MethodHandles.lookup();
  static VarHandle NEXT, I, J, Z, B, S, C, F, D, STR, FIXED, COUNT, ANY;

  public static void main(String[] args) throws Throwable {
    NEXT = L.findVarHandle(Node.class, "next", Node.class);
    I = L.findVarHandle(Node.class, "i", int.class);
    J = L.findVarHandle(Node.class, "l", long.class);
    Z = L.findVarHandle(Node.class, "z", boolean.class);
    B = L.findVarHandle(Node.class, "b", byte.class);
    S = L.findVarHandle(Node.class, "s", short.class);
    C = L.findVarHandle(Node.class, "c", char.class);
    F = L.findVarHandle(Node.class, "f", float.class);
    D = L.findVarHandle(Node.class, "d", double.class);
    STR = L.findVarHandle(Node.class, "str", String.class);
    FIXED = L.findVarHandle(Node.class, "fixed", int.class);
    COUNT = L.findStaticVarHandle(Node.class, "count", int.class);
    ANY = L.findStaticVarHandle(Node.class, "any", Object.class);
    System.out.println(I + " " + COUNT + " " + NEXT.varType().getName());
    System.out.println(I.coordinateTypes().size() + " " + COUNT.coordinateTypes() + " " +
                       L.lookupClass().getName());
    ints();
    others();
    refs();
    statics();
    arrays();
    errors();
    VarHandle.fullFence();
    VarHandle.acquireFence();
    VarHandle.releaseFence();
    VarHandle.loadLoadFence();
    VarHandle.storeStoreFence();
    System.out.println("done");
  }

  static void ints() {
    Node n = new Node();
    I.set(n, 1);
    System.out.println((int)I.get(n) + " " + n.i);
    I.setVolatile(n, 2);
    I.setOpaque(n, 3);
    System.out.println((int)I.getVolatile(n) + " " + (int)I.getOpaque(n));
    I.setRelease(n, 4);
    System.out.println((int)I.getAcquire(n));
    System.out.println(I.compareAndSet(n, 4, 5) + " " + I.compareAndSet(n, 4, 6) + " " + n.i);
    System.out.println(I.weakCompareAndSet(n, 5, 6) + " " + I.weakCompareAndSetPlain(n, 6, 7) +
                       " " + I.weakCompareAndSetAcquire(n, 7, 8) + " " +
                       I.weakCompareAndSetRelease(n, 8, 9) + " " + n.i);
    System.out.println((int)I.compareAndExchange(n, 9, 10) + " " +
                       (int)I.compareAndExchange(n, 9, 11) + " " + n.i);
    System.out.println((int)I.compareAndExchangeAcquire(n, 10, 12) + " " +
                       (int)I.compareAndExchangeRelease(n, 12, 13));
    System.out.println((int)I.getAndSet(n, 20) + " " + (int)I.getAndSetAcquire(n, 21) + " " +
                       (int)I.getAndSetRelease(n, 22) + " " + n.i);
    System.out.println((int)I.getAndAdd(n, 5) + " " + (int)I.getAndAddAcquire(n, -1) + " " +
                       (int)I.getAndAddRelease(n, 10) + " " + n.i);
    I.set(n, Integer.MAX_VALUE);
    I.getAndAdd(n, 1);
    System.out.println(n.i);
    I.set(n, 0b1100);
    System.out.println((int)I.getAndBitwiseOr(n, 0b0011) + " " +
                       (int)I.getAndBitwiseAnd(n, 0b1010) + " " +
                       (int)I.getAndBitwiseXor(n, 0b1111) + " " + n.i);
    System.out.println(
        (int)I.getAndBitwiseOrAcquire(n, 1) + " " + (int)I.getAndBitwiseOrRelease(n, 2) + " " +
        (int)I.getAndBitwiseAndAcquire(n, 3) + " " + (int)I.getAndBitwiseAndRelease(n, 7) + " " +
        (int)I.getAndBitwiseXorAcquire(n, 1) + " " + (int)I.getAndBitwiseXorRelease(n, 4) + " " +
        n.i);
    // the call site's types: widening, boxing, unboxing
    long wide = (long)I.get(n);
    double dbl = (double)I.get(n);
    Object boxed = I.get(n);
    Integer box = (Integer)I.getVolatile(n);
    System.out.println(wide + " " + dbl + " " + boxed + " " + boxed.getClass().getName() + " " +
                       box);
    I.set(n, (short)7);
    System.out.println(n.i);
    I.set(n, (Object)8);
    System.out.println(n.i);
    I.set(n, Integer.valueOf(9));
    System.out.println(n.i + " " + I.compareAndSet(n, (Object)9, (Object)10) + " " + n.i);
    I.getAndAdd(n, 1);
    I.compareAndSet(n, 11, 12);
    System.out.println(n.i + " " + (I.get(n) == I.get(n)));
    J.set(n, 1L << 40);
    J.set(n, (long)J.getAndAdd(n, 5L) + (long)J.get(n));
    System.out.println(n.l + " " + (long)J.getAndBitwiseXor(n, -1L) + " " + n.l + " " +
                       J.compareAndSet(n, n.l, 3L) + " " + n.l);
    J.set(n, 7);
    System.out.println(n.l + " " + (long)J.compareAndExchange(n, 7L, 8L) + " " +
                       (long)J.getAndSet(n, 9L) + " " + n.l);
  }

  static void others() {
    Node n = new Node();
    Z.set(n, true);
    System.out.println((boolean)Z.get(n) + " " + Z.compareAndSet(n, true, false) + " " + n.z + " " +
                       (boolean)Z.getAndBitwiseOr(n, true) + " " +
                       (boolean)Z.getAndBitwiseXor(n, true) + " " + (boolean)Z.getAndSet(n, true) +
                       " " + n.z + " " + (boolean)Z.getAndBitwiseAnd(n, false) + " " + n.z);
    B.set(n, (byte)127);
    System.out.println((byte)B.getAndAdd(n, (byte)1) + " " + n.b + " " +
                       (byte)B.getAndBitwiseOr(n, (byte)1) + " " + n.b + " " +
                       B.compareAndSet(n, (byte)-127, (byte)5) + " " + (int)B.get(n));
    S.set(n, (short)-1);
    System.out.println((short)S.getAndAdd(n, (short)2) + " " + n.s + " " +
                       (short)S.getAndBitwiseXor(n, (short)0x7fff) + " " + n.s);
    C.set(n, 'a');
    System.out.println((char)C.getAndAdd(n, (char)1) + " " + n.c + " " + (int)C.get(n) + " " +
                       C.compareAndSet(n, 'b', 'z') + " " + n.c + " " +
                       (char)C.getAndBitwiseAnd(n, (char)0x5f) + " " + n.c);
    C.set(n, (char)0xffff);
    C.getAndAdd(n, (char)2);
    System.out.println((int)n.c);
    F.set(n, 1.5f);
    System.out.println(
        (float)F.getAndAdd(n, 2.25f) + " " + n.f + " " + F.compareAndSet(n, 3.75f, -0.0f) + " " +
        n.f + " " + F.compareAndSet(n, 0.0f, 1f) + " " + (double)F.get(n) + " " +
        (float)F.getAndSet(n, Float.NaN) + " " + F.compareAndSet(n, Float.NaN, 2f) + " " + n.f);
    D.set(n, 0.1);
    System.out.println((double)D.getAndAdd(n, 0.2) + " " + n.d + " " +
                       (double)D.compareAndExchange(n, n.d, 1e300) + " " + n.d + " " +
                       (double)D.getAndSetRelease(n, 2.0) + " " + D.compareAndSet(n, 2, 3) + " " +
                       n.d);
    D.set(n, 5);
    D.set(n, (double)D.get(n) + 1.5f);
    System.out.println(n.d + " " + (Double)D.get(n));
    System.out.println((int)FIXED.get(n) + " " + (int)FIXED.getVolatile(n) + " " +
                       (int)FIXED.getAcquire(n));
  }

  static void refs() {
    Node a = new Node(), b = new Node(), c = new Node();
    NEXT.set(a, b);
    System.out.println((NEXT.get(a) == b) + " " + ((Node)NEXT.getVolatile(a) == b));
    System.out.println(NEXT.compareAndSet(a, b, c) + " " + (a.next == c) + " " +
                       NEXT.compareAndSet(a, b, b) + " " + (a.next == c));
    System.out.println((NEXT.compareAndExchange(a, c, null) == c) + " " + (a.next == null) + " " +
                       (NEXT.getAndSet(a, b) == null) + " " + (a.next == b));
    System.out.println(NEXT.weakCompareAndSetRelease(a, b, (Object)c) + " " + (a.next == c));
    Sub s = new Sub();
    NEXT.set(s, s);
    System.out.println((s.next == s) + " " + (NEXT.get((Object)s) == s));
    STR.set(a, "x");
    String got = (String)STR.getAndSet(a, "y");
    Object o = STR.get(a);
    System.out.println(got + " " + o + " " + a.str + " " + STR.compareAndSet(a, "y", "z") + " " +
                       a.str);
  }

  static void statics() {
    COUNT.set(5);
    System.out.println((int)COUNT.get() + " " + Node.count + " " + (int)COUNT.getAndAdd(3) + " " +
                       COUNT.compareAndSet(8, 1) + " " + Node.count + " " +
                       (int)COUNT.getAndBitwiseOr(6) + " " + (int)COUNT.getVolatile());
    ANY.set("s");
    ANY.set(42);
    System.out.println(Node.any + " " + Node.any.getClass().getName() + " " +
                       ANY.compareAndSet(Node.any, 43) + " " + Node.any);
    System.out.println("before Lazy");
    t("Lazy", () -> {
      VarHandle x = L.findStaticVarHandle(Lazy.class, "x", int.class);
      System.out.println("made");
      System.out.println((int)x.getAndAdd(1) + " " + Lazy.x);
    });
  }

  static void arrays() {
    VarHandle ia = MethodHandles.arrayElementVarHandle(int[].class);
    VarHandle la = MethodHandles.arrayElementVarHandle(long[].class);
    VarHandle ba = MethodHandles.arrayElementVarHandle(byte[].class);
    VarHandle za = MethodHandles.arrayElementVarHandle(boolean[].class);
    VarHandle ca = MethodHandles.arrayElementVarHandle(char[].class);
    VarHandle sa = MethodHandles.arrayElementVarHandle(short[].class);
    VarHandle fa = MethodHandles.arrayElementVarHandle(float[].class);
    VarHandle da = MethodHandles.arrayElementVarHandle(double[].class);
    VarHandle oa = MethodHandles.arrayElementVarHandle(Object[].class);
    VarHandle stra = MethodHandles.arrayElementVarHandle(String[].class);
    System.out.println(ia + " " + oa + " " + ia.varType() + " " + ia.coordinateTypes());
    int[] is = new int[4];
    ia.set(is, 1, 10);
    ia.setVolatile(is, 2, 20);
    System.out.println((int)ia.getAndAdd(is, 1, 5) + " " + ia.compareAndSet(is, 2, 20, 21) + " " +
                       (int)ia.getAndBitwiseXor(is, 3, 7) + " " + java.util.Arrays.toString(is) +
                       " " + (int)ia.get(is, (short)2) + " " + (int)ia.getAcquire(is, (Object)3));
    long[] ls = {1, 2};
    System.out.println((long)la.getAndAdd(ls, 1, 40L) + " " + la.compareAndSet(ls, 0, 1L, -1L) +
                       " " + java.util.Arrays.toString(ls));
    byte[] bs = {1, 2};
    ba.set(bs, 0, (byte)-1);
    System.out.println((byte)ba.getAndAdd(bs, 1, (byte)127) + " " + java.util.Arrays.toString(bs) +
                       " " + (int)ba.get(bs, 0));
    boolean[] zs = new boolean[2];
    System.out.println(za.compareAndSet(zs, 1, false, true) + " " +
                       (boolean)za.getAndBitwiseXor(zs, 1, true) + " " +
                       java.util.Arrays.toString(zs));
    char[] cs = {'a', 'b'};
    System.out.println((char)ca.getAndSet(cs, 0, 'q') + " " + (char)ca.getAndAdd(cs, 1, (char)2) +
                       " " + new String(cs));
    short[] ss = {-5};
    System.out.println((short)sa.getAndBitwiseAnd(ss, 0, (short)0xff) + " " + ss[0]);
    float[] fs = {1f};
    System.out.println((float)fa.getAndAdd(fs, 0, 0.5f) + " " + fs[0] + " " +
                       fa.compareAndSet(fs, 0, 1.5f, 2f) + " " + fs[0]);
    double[] ds = {Double.NaN};
    System.out.println(da.compareAndSet(ds, 0, Double.NaN, 1.0) + " " + ds[0] + " " +
                       (double)da.getAndAdd(ds, 0, 1.0) + " " + ds[0]);
    Object[] os = new Object[2];
    String[] strs = {"a", "b"};
    oa.set(os, 0, "x");
    oa.set(os, 1, 7);
    oa.set(strs, 0, "y");
    System.out.println(java.util.Arrays.toString(os) + " " + java.util.Arrays.toString(strs) + " " +
                       oa.compareAndSet(os, 0, "x", "z") + " " +
                       (String)stra.getAndSet(strs, 1, "w") + " " +
                       java.util.Arrays.toString(strs) + " " +
                       (oa.compareAndExchange(os, 1, os[1], null) == null));
  }

  static void errors() throws Throwable {
    Node n = new Node();
    VarHandle ia = MethodHandles.arrayElementVarHandle(int[].class);
    VarHandle oa = MethodHandles.arrayElementVarHandle(Object[].class);
    t("no field", () -> L.findVarHandle(Node.class, "nope", int.class));
    t("wrong type", () -> L.findVarHandle(Node.class, "i", long.class));
    t("wrong type ref", () -> L.findVarHandle(Node.class, "next", Object.class));
    t("static", () -> L.findStaticVarHandle(Node.class, "nope", int.class));
    t("null name", () -> L.findVarHandle(Node.class, null, int.class));
    t("not array", () -> MethodHandles.arrayElementVarHandle(int.class));
    t("not array 2", () -> MethodHandles.arrayElementVarHandle(String.class));
    t("inherited", () -> System.out.println(L.findVarHandle(Sub.class, "i", int.class)));
    t("null receiver", () -> I.set((Node)null, 1));
    t("null receiver get", () -> System.out.println((int)I.getVolatile((Node)null)));
    t("wrong receiver", () -> I.set((Object) "s", 1));
    t("wrong value", () -> NEXT.set(n, (Object) "s"));
    t("unbox null", () -> I.set(n, (Object)null));
    t("unbox wrong", () -> I.set(n, (Object) "s"));
    t("cast result", () -> System.out.println((String)ANY.get()));
    t("arity", () -> System.out.println((int)I.get()));
    t("arity static", () -> COUNT.set(n, 1));
    t("narrowing arg", () -> I.set(n, 5L));
    t("narrowing result", () -> System.out.println((short)I.get(n)));
    t("wrong box arg", () -> I.set(n, Long.valueOf(1)));
    t("wrong box result", () -> System.out.println((Long)I.get(n)));
    t("primitive receiver", () -> I.set(1, 1));
    t("long index", () -> ia.set(new int[2], 1L, 1));
    t("final set", () -> FIXED.set(n, 4));
    t("final cas", () -> FIXED.compareAndSet(n, 3, 4));
    t("final add", () -> FIXED.getAndAdd(n, 1));
    t("add ref", () -> NEXT.getAndAdd(n, n));
    t("add boolean", () -> Z.getAndAdd(n, true));
    t("or ref", () -> STR.getAndBitwiseOr(n, "x"));
    t("or float", () -> F.getAndBitwiseOr(n, 1f));
    t("xor double", () -> D.getAndBitwiseXor(n, 1.0));
    t("index", () -> ia.set(new int[3], 3, 1));
    t("index neg", () -> System.out.println((int)ia.getVolatile(new int[3], -1)));
    t("index cas", () -> ia.compareAndSet(new int[0], 0, 0, 1));
    t("null array", () -> ia.set((int[])null, 0, 1));
    t("wrong array", () -> ia.set((Object) new long[1], 0, 1));
    t("array store", () -> oa.set(new String[1], 0, 1));
    t("array store cas", () -> oa.compareAndSet(new String[1], 0, null, 1));
    t("private in",
      ()
          -> System.out.println(
              MethodHandles.privateLookupIn(Node.class, L).lookupClass().getName()));
    System.out.println(n.i + " " + n.next + " " + n.fixed);
  }
}
