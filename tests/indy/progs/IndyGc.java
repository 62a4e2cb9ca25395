// release: 17
import java.util.*;
import java.util.function.*;

public class IndyGc {
  record R(String s, int i, double d, Object o, long l) {}
  public static void main(String[] args) {
    List<Object> keep = new ArrayList<>();
    String acc = "";
    for (int k = 0; k < 40; k++) {
      String a = "a" + k, b = "b" + k;
      Object o = new int[] {k};
      double d = k / 4.0;
      float f = k / 8f;
      Integer boxed = k * 1000;
      String s = a + d + b + f + o.getClass().getName() + boxed + k + 'c' + (k % 2 == 0) + (long) k + a + d + b;
      acc = s.length() + ":" + acc.length();
      R r = new R(a, k, d, boxed, -k);
      R r2 = new R(a, k, d, boxed, -k);
      keep.add(r);
      Supplier<String> sup = () -> a + b + o.getClass().getName() + d + boxed + r;
      BiFunction<String, Integer, String> bf = (x, y) -> x + y + a + b + d + f;
      keep.add(sup.get() + bf.apply(b, k) + r.equals(r2) + r.hashCode() + r);
      keep.add(sup);
    }
    System.out.println(acc);
    int h = 0;
    for (Object x : keep) h = 31 * h + (x instanceof Supplier ? ((Supplier<?>) x).get().hashCode() : x.hashCode());
    System.out.println(keep.size() + " " + h + " " + keep.get(keep.size() - 2));
  }
}
