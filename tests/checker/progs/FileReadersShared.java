// verdict: ok
import java.io.*;
import java.nio.file.*;

/** File I/O under check: streams keep virtual descriptors, so a state restored after main closed
 *  the streams still reads and writes them. Main opens the streams; two threads read a file that
 *  main wrote and write one of their own; the files are deleted when the search ends. */
public class FileReadersShared {
  static int total;
  static final Object lock = new Object();

  public static void main(String[] a) throws Exception {
    File dir = Files.createTempDirectory("jpor-FileReadersShared").toFile();
    dir.deleteOnExit();
    File shared = new File(dir, "shared");
    shared.deleteOnExit();
    FileOutputStream out = new FileOutputStream(shared);
    out.write(new byte[] { 1, 2, 3, 4 });
    out.close();
    final FileInputStream[] ins = { new FileInputStream(shared), new FileInputStream(shared) };
    final FileOutputStream[] outs = new FileOutputStream[2];
    for (int i = 0; i < 2; i++) {
      File own = new File(dir, "t" + i);
      own.deleteOnExit();
      outs[i] = new FileOutputStream(own);
    }
    Thread[] ts = new Thread[2];
    for (int i = 0; i < 2; i++) {
      final int id = i;
      ts[i] = new Thread() {
        public void run() {
          try {
            byte[] b = new byte[4];
            int n = ins[id].read(b);
            outs[id].write(b, 0, n);
            synchronized (lock) { total += b[3] * n; }
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
      };
      ts[i].start();
    }
    ts[0].join(); ts[1].join();
    for (int i = 0; i < 2; i++) { ins[i].close(); outs[i].close(); }
    assert total == 2 * 4 * 4 : "total " + total;
    assert new File(dir, "t1").length() == 4 : "length " + new File(dir, "t1").length();
  }
}
