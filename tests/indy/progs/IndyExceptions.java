// release: 17
import java.util.function.*;

public class IndyExceptions {
  static class Bad {
    final String why;
    Bad(String why) { this.why = why; }
    public String toString() { throw new IllegalStateException("toString: " + why); }
    public boolean equals(Object o) { throw new UnsupportedOperationException("equals: " + why); }
    public int hashCode() { throw new ArithmeticException("hashCode: " + why); }
  }
  record Holder(int n, Bad bad) {}

  static void check(String what, Runnable r) {
    try {
      r.run();
      System.out.println(what + ": no exception");
    } catch (RuntimeException e) {
      System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  public static void main(String[] args) {
    Bad bad = new Bad("x");
    int k = 3;
    check("concat", () -> System.out.println("value " + k + " " + bad));
    check("concat double", () -> System.out.println("d " + 1.5 + bad + 2.5));
    Holder h = new Holder(1, bad);
    check("record toString", () -> System.out.println(h.toString()));
    check("record hashCode", () -> System.out.println(h.hashCode()));
    check("record equals", () -> System.out.println(h.equals(new Holder(1, new Bad("y")))));
    check("record equals, first differs", () -> System.out.println(h.equals(new Holder(2, bad))));
    check("record equals, same object", () -> System.out.println(h.equals(h)));
    check("record equals, other class", () -> System.out.println(h.equals("h")));
    Holder nullBad = new Holder(5, null);
    check("record with null", () -> System.out.println(nullBad + " " + nullBad.hashCode() + " " + nullBad.equals(new Holder(5, null))));
    IntBinaryOperator div = (a, b) -> a / b;
    check("lambda body", () -> System.out.println(div.applyAsInt(1, 0)));
    Function<Object, String> cast = o -> (String) o;
    check("lambda cast", () -> System.out.println(cast.apply(42)));
    Function<String, Integer> raw = (Function) (Function<String, Integer>) String::length;
    Function<Object, Integer> rawObj = (Function<Object, Integer>) (Function) raw;
    check("method ref checkcast", () -> System.out.println(rawObj.apply(7)));
    Supplier<Integer> nullBox = () -> null;
    IntSupplier unboxed = nullBox::get;
    check("unboxing null", () -> System.out.println(unboxed.getAsInt()));
    String s = "uncaught " + bad;
    System.out.println(s);
  }
}
