import java.util.*;

public class IndyConcat {
  static class Named {
    final String n;
    Named(String n) { this.n = n; }
    public String toString() { System.out.println("toString of " + n + " called"); return "<" + n + ">"; }
  }
  static class NullToString { public String toString() { return null; } }
  static final String CONST = "constant";
  static final int ICONST = 42;

  static String describe(Object o) { return "obj:" + o; }

  public static void main(String[] args) {
    boolean z = true; byte b = -8; char c = 'q'; short s = -300; int i = Integer.MIN_VALUE;
    long l = Long.MIN_VALUE; float f = 1.5f; double d = -0.0; String str = "text"; String nul = null;
    Object o = null; Integer boxed = 7; Character ch = 'Z'; int[] arr = null;
    System.out.println("z=" + z + " b=" + b + " c=" + c + " s=" + s + " i=" + i);
    System.out.println("l=" + l + " f=" + f + " d=" + d);
    System.out.println("str=" + str + " nul=" + nul + " o=" + o + " boxed=" + boxed + " ch=" + ch + " arr=" + arr);
    System.out.println(z + "" + b + c + s + i + l + f + d + str + nul);
    Long bl = Long.MIN_VALUE; Short bs = -3; Byte bb = -1; Boolean bz = false; Integer bn = null; Character bc = 'k';
    System.out.println("boxes " + bl + bs + bb + bz + bn + bc + boxed + " " + (Object) bl + (Number) bs);
    System.out.println(1 + 2 + "three" + 4 + 5);
    System.out.println("" + Long.MAX_VALUE + Integer.MAX_VALUE + (char) 0x263A + (byte) 127);
    System.out.println("max float " + Float.MAX_VALUE + " min double " + Double.MIN_VALUE + " nan " + (0.0 / 0.0));
    System.out.println("inf " + (1.0f / 0) + " " + (-1.0 / 0) + " " + 1e21 + " " + 1e-5f + " " + 100.0);
    // constants folded into the recipe, and the tag characters themselves
    System.out.println(CONST + "+" + ICONST + "=" + i);
    String tags = "a\u0001b\u0002c";
    System.out.println("tags: " + tags + " and " + str + " \u0001 \u0002 " + i + " end");
    System.out.println("\u0001" + str + "\u0002");
    // non-ASCII text around arguments
    System.out.println("héllo wörld ✓ " + c + " ∞ " + i);
    // toString order and side effects
    Named x = new Named("x"), y = new Named("y");
    System.out.println("objects " + x + " and " + y);
    System.out.println("null toString " + new NullToString());
    System.out.println(describe(x));
    // many arguments (javac splits at 200 slots)
    String many = "";
    for (int k = 0; k < 3; k++) {
      many = many + k + "," + (k * 2) + ";" + (long) k + ":" + (double) k + "|" + (char) ('a' + k);
    }
    System.out.println(many);
    long t0 = 123456789012L; int t1 = 5; double t2 = 3.25;
    String wide = "a" + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2
        + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2
        + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2
        + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2
        + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2
        + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2 + t0 + t1 + t2;
    System.out.println(wide.length() + " " + wide.substring(0, 40));
    // compound assignment and loops (the collector runs meanwhile)
    String acc = "";
    for (int k = 0; k < 300; k++) acc += k % 10;
    System.out.println(acc.length() + " " + acc.substring(290));
    int hash = 0;
    for (int k = 0; k < 100000; k++) {
      String t = "k" + k + "/" + (k * 31L) + (k % 3 == 0 ? null : "") + (char) ('A' + k % 26) + (k % 2 == 0);
      hash = 31 * hash + t.hashCode();
    }
    System.out.println("hash " + hash);
    List<Object> objs = new ArrayList<>();
    for (int k = 0; k < 20000; k++) objs.add("e" + k + new int[0].length + boxed + 0.5 + x.n);
    System.out.println(objs.size() + " " + objs.get(19999));
    // only constants and empty strings
    String e = "";
    System.out.println(e + e);
    System.out.println("" + null);
    char[] chars = {'h', 'i'};
    System.out.println("chars " + String.valueOf(chars) + " " + chars.length);
  }
}
