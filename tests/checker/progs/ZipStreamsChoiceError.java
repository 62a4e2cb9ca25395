// verdict: error
import gov.nasa.jpf.vm.Verify;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/* One Deflater fed chunks chosen by data choices, inflated chunk by chunk by an Inflater as it
 * goes.  The assertion fails on one combination only (the first chunk's second value, then the
 * first value twice): the search reaches it after going back into the middle of both streams,
 * whose zlib state must then be rebuilt (natives/zip.c) for the bytes to come out right. */
public class ZipStreamsChoiceError {
  public static void main(String[] a) throws Exception {
    Deflater d = new Deflater();
    Inflater inf = new Inflater();
    byte[] z = new byte[200], out = new byte[64];
    StringBuilder seen = new StringBuilder();
    for (int k = 0; k < 3; k++) {
      String s = Verify.getBoolean() ? "left, left, left." : "right, right!";
      d.setInput(s.getBytes("UTF-8"));
      int zn = d.deflate(z, 0, z.length, Deflater.SYNC_FLUSH);
      inf.setInput(z, 0, zn);
      int n = inf.inflate(out);
      seen.append(new String(out, 0, n, "UTF-8")).append('|');
    }
    String got = seen.toString();
    assert !got.equals("right, right!|left, left, left.|left, left, left.|") : "found " + got;
  }
}
