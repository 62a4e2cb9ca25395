// Java 17 features: records, sealed hierarchies, switch expressions,
// pattern matching for instanceof, text blocks, and invokedynamic string
// concatenation.
import java.util.List;

public class Modern {
  record Point(int x, int y) {
    Point {
      if (x < 0) throw new IllegalArgumentException("negative x");
    }

    int dist() {
      return Math.abs(x) + Math.abs(y);
    }
  }

  sealed interface Expr permits Num, Add, Neg {}

  record Num(int value) implements Expr {}

  record Add(Expr left, Expr right) implements Expr {}

  static final class Neg implements Expr {
    final Expr inner;

    Neg(Expr inner) {
      this.inner = inner;
    }
  }

  static int eval(Expr e) {
    if (e instanceof Num n) return n.value();
    if (e instanceof Add a) return eval(a.left()) + eval(a.right());
    if (e instanceof Neg n) return -eval(n.inner);
    throw new AssertionError();
  }

  static String day(int d) {
    return switch (d) {
      case 1, 7 -> "weekend";
      case 2, 3, 4, 5, 6 -> {
        String s = "week";
        yield s + "day";
      }
      default -> "?";
    };
  }

  static int letters(String s) {
    return switch (s) {
      case "one" -> 3;
      case "three" -> 5;
      default -> s.length();
    };
  }

  public static void main(String[] args) {
    Point p = new Point(3, -4);
    String text = """
        Hello,
          text block
        """;
    List<Expr> es = List.of(new Num(1), new Add(new Num(2), new Neg(new Num(5))));
    long big = 1L << 33;
    for (Expr e : es) System.out.println("eval " + e + " = " + eval(e) + " big=" + big);
    System.out.println(p + " " + p.dist() + day(3) + letters("three") + text.length());
  }
}
