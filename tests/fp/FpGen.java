import java.util.Random;
public class FpGen {
  public static void main(String[] a) {
    Random r = new Random(Long.parseLong(a[0])); int n = Integer.parseInt(a[1]); boolean fl = a.length > 2;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (fl) { float f; int k = r.nextInt(3);
        if (k == 0) f = Float.intBitsToFloat(r.nextInt()); else if (k == 1) f = (float)(r.nextInt(100000) / Math.pow(10, r.nextInt(12))); else f = (float) Math.pow(10, r.nextInt(70) - 35) * (r.nextInt(9)+1);
        if (Float.isNaN(f)) continue;
        sb.append(Integer.toHexString(Float.floatToRawIntBits(f))).append(' ').append(Float.toString(f)).append('\n');
      } else { double d; int k = r.nextInt(3);
        if (k == 0) d = Double.longBitsToDouble(r.nextLong()); else if (k == 1) d = r.nextInt(1000000) / Math.pow(10, r.nextInt(20)); else d = Math.pow(10, r.nextInt(600) - 300) * (r.nextInt(9)+1);
        if (Double.isNaN(d)) continue;
        sb.append(Long.toHexString(Double.doubleToRawLongBits(d))).append(' ').append(Double.toString(d)).append('\n');
      }
    }
    System.out.print(sb);
  }
}
