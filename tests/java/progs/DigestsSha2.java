import java.security.MessageDigest;

/* SHA-224, SHA-384 and SHA-512 against the host's, over the lengths where the
 * padding changes (a block's last bytes for the length, a block just full),
 * fed at once, byte by byte, and through a clone taken half way. */
public class DigestsSha2 {
  static String hex(byte[] d) {
    StringBuilder sb = new StringBuilder();
    for (byte b : d) sb.append(String.format("%02x", b & 0xff));
    return sb.toString();
  }

  public static void main(String[] args) throws Exception {
    String[] algs = {"SHA-224", "SHA-384", "SHA-512", "sha512"};
    int[] lengths = {0, 1, 3, 55, 56, 63, 64, 65, 111, 112, 113, 127, 128, 129, 200, 255, 256, 1000};
    for (String alg : algs) {
      MessageDigest md = MessageDigest.getInstance(alg);
      System.out.println(md.getAlgorithm() + " length " + md.getDigestLength());
      long sum = 0;
      for (int n : lengths) {
        byte[] data = new byte[n];
        for (int i = 0; i < n; i++) data[i] = (byte) (i * 31 + n);
        byte[] whole = md.digest(data);
        for (byte b : data) md.update(b);
        byte[] bytes = md.digest();
        md.update(data, 0, n / 2);
        MessageDigest half = (MessageDigest) md.clone();
        md.update(data, n / 2, n - n / 2);
        half.update(data, n / 2, n - n / 2);
        byte[] a = md.digest(), b = half.digest();
        boolean same = MessageDigest.isEqual(whole, bytes) && MessageDigest.isEqual(whole, a)
            && MessageDigest.isEqual(whole, b);
        if (n == 0 || n == 112 || n == 1000) System.out.println("  " + n + " " + hex(whole));
        sum = sum * 31 + hex(whole).hashCode();
        if (!same) System.out.println("  " + n + " differs when fed in pieces");
      }
      System.out.println("  all lengths: " + sum);
    }
    System.out.println(hex(MessageDigest.getInstance("SHA-512").digest("abc".getBytes("UTF-8"))));
  }
}
