// verdict: ok
import gov.nasa.jpf.vm.Verify;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/* Two Deflaters (levels 9 and 1) take turns compressing three chunks each, every chunk chosen
 * by a data choice, with a SYNC_FLUSH after each; then each output is inflated and compared.
 * The search goes back into the middle of both streams: zlib's state lives outside the Java
 * heap, so every restored state must bring each stream back to what the Java side says it is
 * (natives/zip.c), else a round trip fails. */
public class ZipStreamsChoices {
  static byte[] chunk(int who, boolean b) {
    byte[] c = new byte[40];
    for (int i = 0; i < c.length; i++) c[i] = (byte) (b ? 'a' + (i * who) % 7 : 'x' - i % 3);
    return c;
  }

  static void check(int who, byte[] plain, byte[] z, int zn) {
    Inflater inf = new Inflater();
    inf.setInput(z, 0, zn);
    byte[] back = new byte[200];
    int n;
    try {
      n = inf.inflate(back);
    } catch (DataFormatException e) {
      throw new AssertionError("stream " + who + ": " + e.getMessage());
    }
    inf.end();
    assert n == 120 && Arrays.equals(plain, Arrays.copyOf(back, n)) : "stream " + who + " round trip";
  }

  public static void main(String[] a) {
    Deflater[] d = {new Deflater(9), new Deflater(1)};
    byte[][] plain = new byte[2][120], z = new byte[2][400];
    int[] zn = new int[2];
    for (int k = 0; k < 3; k++)
      for (int who = 0; who < 2; who++) {
        byte[] c = chunk(who + 1, Verify.getBoolean());
        System.arraycopy(c, 0, plain[who], 40 * k, 40);
        d[who].setInput(c);
        zn[who] += d[who].deflate(z[who], zn[who], z[who].length - zn[who], Deflater.SYNC_FLUSH);
      }
    for (int who = 0; who < 2; who++) {
      d[who].end();
      check(who + 1, plain[who], z[who], zn[who]);
    }
  }
}
