// Interfaces with default and static methods, enums with bodies and
// constructors, nested, inner, local and anonymous classes.
import java.util.Arrays;
import java.util.Comparator;

public class Shapes {
  interface Shape {
    double area();

    default String describe() {
      return getClass().getSimpleName() + " of area " + area();
    }

    static Shape unit() {
      return new Square(1);
    }
  }

  static final class Square implements Shape {
    final double side;

    Square(double side) {
      this.side = side;
    }

    public double area() {
      return side * side;
    }
  }

  enum Op {
    ADD("+") {
      int apply(int a, int b) { return a + b; }
    },
    MUL("*") {
      int apply(int a, int b) { return a * b; }
    };

    final String symbol;

    Op(String symbol) {
      this.symbol = symbol;
    }

    abstract int apply(int a, int b);
  }

  class Counter {
    int n;

    void bump() {
      n += base;
    }
  }

  int base = 3;

  static synchronized long fact(int n) {
    long r = 1;
    while (n > 1) r *= n--;
    return r;
  }

  static Object pick(Object o) {
    if (o instanceof String) return ((String) o).length();
    Object[][] grid = new Object[2][2];
    grid[1][1] = o;
    return grid;
  }

  public static void main(String[] args) {
    Shape[] shapes = {Shape.unit(), new Square(2), new Shape() {
      public double area() { return 7; }
    }};
    Arrays.sort(shapes, new Comparator<Shape>() {
      public int compare(Shape a, Shape b) { return Double.compare(a.area(), b.area()); }
    });
    for (Shape s : shapes) System.out.println(s.describe());
    for (Op op : Op.values()) System.out.println(op + op.symbol + op.apply(6, 7));
    Shapes outer = new Shapes();
    Shapes.Counter c = outer.new Counter();
    c.bump();
    class Local {
      int twice(int x) { return 2 * x; }
    }
    System.out.println(new Local().twice(c.n) + fact(10) + " " + pick("abc"));
    Runnable r = Shapes::hello;
    r.run();
    java.util.function.Function<Integer, Integer> f = x -> x + 1;
    System.out.println(f.apply(1));
  }

  static void hello() {
    System.out.println("hello");
  }
}
