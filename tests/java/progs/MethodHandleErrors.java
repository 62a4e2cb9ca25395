// release: 17
// MethodHandle errors as java reports them: WrongMethodTypeException for an
// invokeExact of another type and for an invoke or invokeWithArguments whose
// types cannot be converted, the lookups' NoSuchMethodException,
// NoSuchFieldException and IllegalAccessException, bindTo's checks, and
// casts, unboxings and null receivers failing at the call.  Also MethodType:
// its factories, accessors, toString, descriptors, equals.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public class MethodHandleErrors {
  int x = 5;
  final int fixed = 1;
  static int s = 7;

  int add(int a) {
    return x + a;
  }

  static String st(String a, long b) {
    return a + b;
  }

  interface Call {
    void run() throws Throwable;
  }

  static void attempt(String what, Call c) {
    try {
      c.run();
      System.out.println(what + ": ok");
    } catch (Throwable e) {
      String m = e.getMessage();
      if (m != null && m.contains("unnamed module")) m = m.substring(0, m.indexOf("unnamed module"));
      if (e instanceof ClassCastException || e instanceof NullPointerException) m = "";
      System.out.println(what + ": " + e.getClass().getName() + " " + m);
    }
  }

  public static void main(String[] args) throws Throwable {
    MethodHandles.Lookup l = MethodHandles.lookup();
    MethodHandle h = l.findVirtual(MethodHandleErrors.class, "add", MethodType.methodType(int.class, int.class));
    MethodHandleErrors p = new MethodHandleErrors();
    attempt("exact return", () -> { String r = (String) h.invokeExact(p, 3); });
    attempt("exact boxed", () -> { int r = (int) h.invokeExact(p, (Integer) 3); });
    attempt("exact no cast", () -> { h.invokeExact(p, 3); });
    attempt("exact object", () -> { Object r = (Object) h.invokeExact(p, 3); });
    attempt("exact ok", () -> { int r = (int) h.invokeExact(p, 3); });
    attempt("invoke string", () -> { Object r = h.invoke(p, "x"); });
    attempt("invoke count", () -> { Object r = h.invoke(p); });
    attempt("invoke long arg", () -> { Object r = h.invoke(p, 3L); });
    attempt("withArguments count", () -> h.invokeWithArguments(p));
    attempt("withArguments string", () -> h.invokeWithArguments(p, "x"));
    attempt("withArguments long", () -> h.invokeWithArguments(p, 3L));
    attempt("withArguments null int", () -> h.invokeWithArguments(p, null));
    attempt("withArguments null recv", () -> h.invokeWithArguments(null, 1));
    attempt("invoke wrong recv", () -> h.invoke((Object) "str", 3));
    attempt("invoke null recv", () -> { int r = (int) h.invokeExact((MethodHandleErrors) null, 3); });
    attempt("return to short", () -> { short r = (short) h.invoke(p, 3); });
    attempt("return to String", () -> { String r = (String) h.invoke(p, 3); });
    attempt("asType", () -> h.asType(MethodType.methodType(int.class, MethodHandleErrors.class, String.class)));
    attempt("asType narrowing", () -> h.asType(MethodType.methodType(byte.class, MethodHandleErrors.class, int.class)));
    attempt("bindTo wrong", () -> h.bindTo("x"));
    attempt("bindTo primitive", () -> MethodHandles.identity(int.class).bindTo(3));
    attempt("nope", () -> l.findVirtual(MethodHandleErrors.class, "nope", MethodType.methodType(int.class, int.class)));
    attempt("wrong desc", () -> l.findVirtual(MethodHandleErrors.class, "add", MethodType.methodType(long.class, int.class)));
    attempt("static as virtual", () -> l.findVirtual(MethodHandleErrors.class, "st", MethodType.methodType(String.class, String.class, long.class)));
    attempt("virtual as static", () -> l.findStatic(MethodHandleErrors.class, "add", MethodType.methodType(int.class, int.class)));
    attempt("no ctor", () -> l.findConstructor(MethodHandleErrors.class, MethodType.methodType(void.class, int.class)));
    attempt("no field", () -> l.findGetter(MethodHandleErrors.class, "y", int.class));
    attempt("field type", () -> l.findGetter(MethodHandleErrors.class, "x", long.class));
    attempt("static getter of instance", () -> l.findStaticGetter(MethodHandleErrors.class, "x", int.class));
    attempt("getter of static", () -> l.findGetter(MethodHandleErrors.class, "s", int.class));
    attempt("setter of final", () -> l.findSetter(MethodHandleErrors.class, "fixed", int.class));
    attempt("special other caller", () -> l.findSpecial(Object.class, "toString", MethodType.methodType(String.class), String.class));
    attempt("constant void", () -> MethodHandles.constant(void.class, null));
    attempt("constant cast", () -> MethodHandles.constant(String.class, 3));
    attempt("constant unbox", () -> MethodHandles.constant(int.class, "3"));
    attempt("not array", () -> MethodHandles.arrayElementGetter(String.class));

    MethodType t = MethodType.methodType(void.class, int[].class, String[][].class, Map.Entry.class);
    System.out.println(t + " " + t.parameterCount() + " " + t.returnType() + " " + t.parameterType(2).getName());
    System.out.println(t.toMethodDescriptorString());
    MethodType u = MethodType.methodType(long.class, Arrays.<Class<?>>asList(int.class, String.class));
    System.out.println(u + " " + u.parameterList() + " " + u.hasPrimitives() + " " + u.wrap() + " " + u.wrap().unwrap());
    System.out.println(u.equals(MethodType.methodType(long.class, int.class, String.class)) + " "
        + (u.hashCode() == MethodType.methodType(long.class, int.class, String.class).hashCode()) + " "
        + u.equals(MethodType.methodType(long.class, int.class)));
    System.out.println(u.changeReturnType(void.class) + " " + u.changeParameterType(0, double.class) + " "
        + u.insertParameterTypes(1, byte.class, char.class) + " " + u.dropParameterTypes(0, 1) + " "
        + u.appendParameterTypes(List.class) + " " + u.erase() + " " + u.generic());
    System.out.println(MethodType.genericMethodType(2) + " " + MethodType.genericMethodType(1, true) + " "
        + MethodType.methodType(int.class) + " " + MethodType.methodType(int.class, MethodType.methodType(void.class, char.class)));
    MethodType d = MethodType.fromMethodDescriptorString("(I[Ljava/lang/String;J)Ljava/lang/Object;", null);
    System.out.println(d + " " + Arrays.toString(d.parameterArray()) + " " + d.lastParameterType());
    attempt("void parameter", () -> MethodType.methodType(int.class, void.class));
    attempt("parameterType out of range", () -> u.parameterType(5));
  }
}
