import java.util.function.*;

public class IndyLambdaThrow {
  static int boom(int x) {
    if (x > 2) throw new IllegalStateException("boom " + x);
    return x;
  }
  public static void main(String[] args) {
    IntUnaryOperator f = IndyLambdaThrow::boom;
    try {
      f.applyAsInt(5);
    } catch (IllegalStateException e) {
      StackTraceElement[] st = e.getStackTrace();
      System.out.println("caught " + e.getMessage());
    }
    Function<String, Integer> len = String::length;
    try {
      len.apply(null);
    } catch (NullPointerException e) {
      System.out.println("npe from unbound receiver");
    }
    Runnable r = () -> {
      int[] a = new int[1];
      System.out.println(a[f.applyAsInt(1)]);
    };
    r.run();
  }
}
