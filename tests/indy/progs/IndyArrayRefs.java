import java.util.function.*;
public class IndyArrayRefs {
  public static void main(String[] args) {
    UnaryOperator<int[]> cl = int[]::clone;
    int[] a = {1, 2, 3};
    int[] b = cl.apply(a);
    System.out.println((a != b) + " " + b[2]);
    Function<String[], Object> cl2 = String[]::clone;
    System.out.println(((String[]) cl2.apply(new String[] {"x"}))[0]);
    Function<Object, Integer> hc = Object::hashCode;
    Supplier<String> ts = "abc"::toString;
    System.out.println(ts.get() + " " + (hc.apply("abc") == "abc".hashCode()));
    BiFunction<int[][], Integer, int[]> row = (m, i) -> m[i];
    System.out.println(row.apply(new int[][] {{1}, {2, 3}}, 1).length);
  }
}
