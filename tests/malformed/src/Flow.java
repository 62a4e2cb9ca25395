// Control flow and stack shapes: nested try/catch/finally, synchronized
// blocks, loops with break and continue, long and double arithmetic with dup2
// forms, conditional expressions, and many local variables.
public class Flow {
  long total;
  double[] values = new double[4];

  static int nested(int x) {
    int r = 0;
    outer:
    for (int i = 0; i < x; i++) {
      for (int j = 0; j < x; j++) {
        if (j > i) continue outer;
        if (i * j > 20) break outer;
        r += i ^ j;
      }
    }
    return r;
  }

  static String tryAll(String s) {
    StringBuilder sb = new StringBuilder();
    try {
      try {
        sb.append(s.length());
      } catch (NullPointerException e) {
        sb.append("npe");
        throw new IllegalStateException(e);
      } finally {
        sb.append("/inner");
      }
    } catch (IllegalStateException | IllegalArgumentException e) {
      sb.append("/caught");
    } finally {
      sb.append("/outer");
    }
    return sb.toString();
  }

  long accumulate(long[] xs) {
    synchronized (this) {
      for (long x : xs) total += x;
      return total;
    }
  }

  void dup2s(int i) {
    values[i] += 1.5;
    values[i]++;
    total++;
    long t = total += 3;
    double d = values[i] = values[i + 1] = 2.0;
    total = (long) d + t;
  }

  static int cond(int a, int b) {
    return a > b ? a - b : (a == b ? 0 : b - a);
  }

  static long manyLocals(long a0) {
    long a1 = a0 + 1, a2 = a1 + 1, a3 = a2 + 1, a4 = a3 + 1, a5 = a4 + 1, a6 = a5 + 1;
    double d1 = a6 * 0.5, d2 = d1 * 2, d3 = d2 + d1;
    int i1 = (int) d3, i2 = i1 << 3, i3 = i2 >>> 1, i4 = i3 >> 2;
    float f1 = i4, f2 = f1 / 3;
    short s = (short) i4;
    byte b = (byte) s;
    char c = (char) b;
    return a1 + a2 + a3 + a4 + a5 + a6 + (long) d3 + i4 + (long) f2 + s + b + c;
  }

  public static void main(String[] args) {
    Flow f = new Flow();
    f.dup2s(1);
    System.out.println(nested(6) + " " + tryAll("x") + " " + tryAll(null));
    System.out.println(f.accumulate(new long[] {1, 2, 3}) + cond(3, 5) + manyLocals(7));
  }
}
