// The class that make_cases.py damages in many ways; it is also checked as-is.
// Keep it containing: a constructor starting with aload_0 and ending with
// return, a newarray, an invokeinterface, a string switch (lookupswitch), a
// dense int switch (tableswitch), a try/catch, a try/finally, a lambda, and
// two methods with the same descriptor.
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

public class Sample {
  static final int ANSWER = 42;
  static final long BIG = 1L << 40;
  static final String NAME = "sample";
  private int count;

  public Sample() {
    count = 1;
  }

  int[] makeArray(int n) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) a[i] = i * count;
    return a;
  }

  static int size(List<String> l) {
    return l.size();
  }

  static int kind(String s) {
    switch (s) {
      case "alpha": return 1;
      case "beta": return 2;
      case "gamma": return 3;
      default: return 0;
    }
  }

  static int dense(int x) {
    switch (x) {
      case 1: return 10;
      case 2: return 20;
      case 3: return 30;
      case 4: return 40;
      default: return -1;
    }
  }

  static int parse(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  static String guarded(StringBuilder sb) {
    try {
      sb.append("body");
      return sb.toString();
    } finally {
      sb.append("finally");
    }
  }

  static int lambda(int base) {
    IntSupplier s = () -> base * 2;
    return s.getAsInt();
  }

  void first() {
    count++;
  }

  void second() {
    count--;
  }

  static double mix(long a, double b, float c) {
    return a * b + c;
  }

  public static void main(String[] args) {
    List<String> l = new ArrayList<>();
    l.add(NAME);
    Sample s = new Sample();
    s.first();
    s.second();
    System.out.println(size(l) + kind("beta") + dense(3) + parse("12") + lambda(ANSWER));
    System.out.println(guarded(new StringBuilder()) + mix(BIG, 0.5, 1.5f) + s.makeArray(3).length);
  }
}
