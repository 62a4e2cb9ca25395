// An exception thrown by a method handle's target propagates unchanged and
// uncaught: the user frames of its stack trace (the handle's own frames are
// java.lang.invoke's), with its cause.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class UncaughtMethodHandle {
  static int divide(int a, int b) {
    try {
      return a / b;
    } catch (ArithmeticException e) {
      throw new IllegalStateException("cannot divide " + a, e);
    }
  }

  static int call(MethodHandle h, int b) throws Throwable {
    return (int) h.invokeExact(10, b);
  }

  public static void main(String[] args) throws Throwable {
    MethodHandle h = MethodHandles.lookup()
        .findStatic(UncaughtMethodHandle.class, "divide", MethodType.methodType(int.class, int.class, int.class));
    System.out.println(call(h, 2));
    System.out.println(call(h, 0));
  }
}
