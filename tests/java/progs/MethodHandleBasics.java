// java.lang.invoke.MethodHandle: the Lookup factories (findVirtual, findStatic,
// findConstructor, findSpecial of a private method, the field getters and
// setters, unreflect*), invokeExact and invoke with every primitive type,
// void results, virtual and interface dispatch, exceptions of the target
// propagating unchanged, invokeWithArguments, bindTo, asType, constant,
// identity, the array element handles.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class MethodHandleBasics {
  interface Shape {
    double area();

    default String describe() {
      return getClass().getSimpleName() + " of area " + area();
    }
  }

  static class Square implements Shape {
    final double side;

    Square(double side) {
      this.side = side;
    }

    public double area() {
      return side * side;
    }

    public String toString() {
      return "Square(" + side + ")";
    }
  }

  static class Cube extends Square {
    Cube(double side) {
      super(side);
    }

    public double area() {
      return 6 * side * side;
    }
  }

  static class Oops extends RuntimeException {
    Oops(String m) {
      super(m);
    }
  }

  static class Box {
    int i;
    long l;
    boolean z;
    byte b;
    short s;
    char c;
    float f;
    double d;
    String str = "init";
    static int counter = 10;
    static String label = "L";

    Box() {}

    Box(int i, String str) {
      this.i = i;
      this.str = str;
    }

    long mix(int a, long b, double c, boolean z, char ch, byte by, short sh, float fl) {
      return a + b + (long) c + (z ? 1 : 0) + ch + by + sh + (long) fl;
    }

    void bump(int by) {
      i += by;
    }

    static int twice(int x) {
      return 2 * x;
    }

    static String join(String a, Object b, int c) {
      return a + "/" + b + "/" + c;
    }

    static void fail(String why) {
      throw new Oops(why);
    }

    private String secret(String s) {
      return "secret " + s + " " + i;
    }

    static MethodHandles.Lookup lookup() {
      return MethodHandles.lookup();
    }

    static long sum(long... xs) {
      long s = 0;
      for (long x : xs) s += x;
      return s;
    }
  }

  public static void main(String[] args) throws Throwable {
    MethodHandles.Lookup l = MethodHandles.lookup();
    System.out.println(l.lookupClass().getName());

    MethodHandle twice = l.findStatic(Box.class, "twice", MethodType.methodType(int.class, int.class));
    int t = (int) twice.invokeExact(21);
    System.out.println("twice " + t + " " + twice.type() + " " + twice);
    System.out.println("invoke boxed " + twice.invoke(Integer.valueOf(5)));
    long widened = (long) twice.invoke((short) 7);
    System.out.println("widened " + widened);
    Object o = twice.invoke(8);
    System.out.println("as Object " + o + " " + o.getClass().getName());
    System.out.println("withArguments " + twice.invokeWithArguments(9));
    System.out.println("withArguments list " + twice.invokeWithArguments(Arrays.asList((Object) 10)));

    MethodHandle join =
        l.findStatic(Box.class, "join", MethodType.methodType(String.class, String.class, Object.class, int.class));
    System.out.println((String) join.invokeExact("a", (Object) "b", 3));
    System.out.println(join.invoke("a", 2.5, 'x'));
    MethodHandle joinA = join.bindTo("bound");
    System.out.println(joinA.type() + " " + joinA.invoke(null, 4));

    MethodHandle mix = l.findVirtual(Box.class, "mix",
        MethodType.methodType(long.class, int.class, long.class, double.class, boolean.class, char.class,
            byte.class, short.class, float.class));
    Box box = new Box();
    long m = (long) mix.invokeExact(box, 1, 2L, 3.9, true, 'A', (byte) 5, (short) 6, 7.5f);
    System.out.println("mix " + m + " " + mix.type());
    System.out.println("mix generic " + mix.invokeWithArguments(box, 1, 2L, 3.9, false, 'B', (byte) 1, (short) 1, 1f));

    MethodHandle bump = l.findVirtual(Box.class, "bump", MethodType.methodType(void.class, int.class));
    bump.invokeExact(box, 5);
    bump.invoke(box, (byte) 2);
    Object none = bump.invokeWithArguments(box, 1);
    System.out.println("bump " + box.i + " " + none);

    MethodHandle area = l.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
    MethodHandle describe = l.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
    MethodHandle sqArea = l.findVirtual(Square.class, "area", MethodType.methodType(double.class));
    List<Shape> shapes = new ArrayList<>();
    shapes.add(new Square(2));
    shapes.add(new Cube(2));
    for (Shape s : shapes) {
      double a = (double) area.invokeExact(s);
      System.out.println(a + " " + (String) describe.invokeExact(s) + " " + sqArea.invoke(s));
    }
    MethodHandle toStr = l.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
    System.out.println((String) toStr.invokeExact((Object) new Cube(3)));

    MethodHandle ctor = l.findConstructor(Box.class, MethodType.methodType(void.class, int.class, String.class));
    Box made = (Box) ctor.invokeExact(42, "made");
    System.out.println("ctor " + made.i + " " + made.str + " " + ctor.type());
    MethodHandle ctor0 = l.findConstructor(ArrayList.class, MethodType.methodType(void.class));
    @SuppressWarnings("unchecked")
    List<String> list = (List<String>) ctor0.invoke();
    list.add("x");
    System.out.println("list " + list + " " + ctor0.type());

    MethodHandle secret =
        Box.lookup().findSpecial(Box.class, "secret", MethodType.methodType(String.class, String.class), Box.class);
    System.out.println((String) secret.invokeExact(made, "s"));

    MethodHandle fail = l.findStatic(Box.class, "fail", MethodType.methodType(void.class, String.class));
    try {
      fail.invokeExact("boom");
    } catch (Oops e) {
      System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
    }
    try {
      fail.invokeWithArguments("again");
    } catch (Oops e) {
      System.out.println("caught " + e.getMessage());
    }

    MethodHandle sum = l.findStatic(Box.class, "sum", MethodType.methodType(long.class, long[].class));
    System.out.println("sum " + (long) sum.invokeExact(new long[] {1, 2, 3}));

    // fields
    MethodHandle gi = l.findGetter(Box.class, "i", int.class);
    MethodHandle si = l.findSetter(Box.class, "i", int.class);
    si.invokeExact(box, 77);
    System.out.println("field i " + (int) gi.invokeExact(box) + " " + gi.type() + " " + si.type());
    MethodHandle sd = l.findSetter(Box.class, "d", double.class);
    sd.invoke(box, 3); // int widened to double
    MethodHandle gd = l.findGetter(Box.class, "d", double.class);
    System.out.println("field d " + gd.invoke(box));
    MethodHandle sstr = l.findSetter(Box.class, "str", String.class);
    sstr.invokeExact(box, "changed");
    System.out.println("field str " + (String) l.findGetter(Box.class, "str", String.class).invokeExact(box));
    MethodHandle gc = l.findStaticGetter(Box.class, "counter", int.class);
    MethodHandle sc = l.findStaticSetter(Box.class, "counter", int.class);
    sc.invokeExact((int) gc.invokeExact() + 5);
    System.out.println("static " + Box.counter + " " + gc.type() + " " + sc.type());
    for (String f : new String[] {"z", "b", "s", "c", "f", "l"}) {
      java.lang.reflect.Field fld = Box.class.getDeclaredField(f);
      MethodHandle set = l.unreflectSetter(fld);
      MethodHandle get = l.unreflectGetter(fld);
      Object v = f.equals("z") ? (Object) true : f.equals("c") ? (Object) 'q' : (Object) (byte) 9;
      set.invoke(box, v);
      System.out.println("unreflect " + f + " " + get.invoke(box) + " " + get.type());
    }

    // unreflect
    MethodHandle um = l.unreflect(Box.class.getDeclaredMethod("twice", int.class));
    System.out.println("unreflect " + um.type() + " " + (int) um.invokeExact(4));
    MethodHandle uv = l.unreflect(Object.class.getMethod("hashCode"));
    System.out.println("unreflect virtual " + uv.type() + " " + (int) uv.invokeExact((Object) "abc"));
    MethodHandle uc = l.unreflectConstructor(Box.class.getDeclaredConstructor(int.class, String.class));
    System.out.println("unreflectConstructor " + uc.type() + " " + ((Box) uc.invoke(1, "u")).str);

    // bindTo, asType
    MethodHandle concat = l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
    MethodHandle hello = concat.bindTo("hello ");
    System.out.println((String) hello.invokeExact("world") + " " + hello.type());
    MethodHandle generic = concat.asType(MethodType.methodType(Object.class, Object.class, Object.class));
    System.out.println(generic.type() + " " + (Object) generic.invokeExact((Object) "a", (Object) "b"));
    MethodHandle wide = twice.asType(MethodType.methodType(long.class, byte.class));
    System.out.println(wide.type() + " " + (long) wide.invokeExact((byte) 12));
    MethodHandle boxed = twice.asType(MethodType.methodType(Integer.class, Integer.class));
    System.out.println(boxed.type() + " " + (Integer) boxed.invokeExact(Integer.valueOf(13)));
    MethodHandle dropped = twice.asType(MethodType.methodType(void.class, int.class));
    dropped.invokeExact(1);
    System.out.println("dropped " + dropped.type());
    MethodHandle voidToInt = bump.asType(MethodType.methodType(int.class, Box.class, int.class));
    System.out.println("void as int " + (int) voidToInt.invokeExact(box, 1));

    // constant, identity, array elements
    MethodHandle k = MethodHandles.constant(String.class, "K");
    System.out.println((String) k.invokeExact() + " " + k.type());
    MethodHandle kd = MethodHandles.constant(double.class, 3);
    System.out.println((double) kd.invokeExact() + " " + kd.type());
    MethodHandle id = MethodHandles.identity(long.class);
    System.out.println((long) id.invokeExact(99L) + " " + id.type());
    int[] arr = {5, 6, 7};
    MethodHandle ag = MethodHandles.arrayElementGetter(int[].class);
    MethodHandle as = MethodHandles.arrayElementSetter(int[].class);
    as.invokeExact(arr, 1, 60);
    System.out.println((int) ag.invokeExact(arr, 1) + " " + ag.type() + " " + as.type());
    MethodHandle sg = MethodHandles.arrayElementGetter(String[].class);
    System.out.println((String) sg.invokeExact(new String[] {"p", "q"}, 1) + " " + sg.type());
    try {
      int bad = (int) ag.invokeExact(arr, 3);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
  }
}
