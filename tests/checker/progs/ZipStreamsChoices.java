// verdict: ok
import gov.nasa.jpf.vm.Verify;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/* Two threads each compress three chunks, chosen by data choices, through their own
 * Deflater with a SYNC_FLUSH after each, then inflate what they wrote and compare.  The
 * search goes back into the middle of the streams: zlib's state lives outside the Java heap,
 * so every restored state must bring the stream back to what the Java side says it is
 * (natives/zip.c), else a round trip fails.  A shared counter makes the threads interleave. */
public class ZipStreamsChoices {
  static int done;

  static byte[] chunk(int who, boolean b) {
    byte[] c = new byte[40];
    for (int i = 0; i < c.length; i++) c[i] = (byte) (b ? 'a' + (i * who) % 7 : 'x' - i % 3);
    return c;
  }

  static void roundTrip(int who) {
    Deflater d = new Deflater(who == 1 ? 9 : 1);
    byte[] plain = new byte[120], z = new byte[400];
    int zn = 0;
    for (int k = 0; k < 3; k++) {
      byte[] c = chunk(who, Verify.getBoolean());
      System.arraycopy(c, 0, plain, 40 * k, 40);
      d.setInput(c);
      zn += d.deflate(z, zn, z.length - zn, Deflater.SYNC_FLUSH);
      synchronized (ZipStreamsChoices.class) {
        done++;
      }
    }
    d.end();
    Inflater inf = new Inflater();
    inf.setInput(z, 0, zn);
    byte[] back = new byte[200];
    int n;
    try {
      n = inf.inflate(back);
    } catch (DataFormatException e) {
      throw new AssertionError("thread " + who + ": " + e.getMessage());
    }
    assert n == 120 && Arrays.equals(plain, Arrays.copyOf(back, n)) : "thread " + who + " round trip";
  }

  public static void main(String[] a) throws InterruptedException {
    Thread t = new Thread(() -> roundTrip(1));
    t.start();
    roundTrip(2);
    t.join();
    assert done == 6;
  }
}
