/* The copy and the other thread's write hold the same lock: protected, so no
 * element becomes a scheduling point; both orders are still found. */
public class BulkCopyLocked {
  static int seen;

  public static void main(String[] args) throws Exception {
    int[] dst = new int[2];
    int[] src = {5, 6};
    Object lock = new Object();
    Thread copier = new Thread(() -> { synchronized (lock) { System.arraycopy(src, 0, dst, 0, 2);
  }
});
    Thread writer = new Thread(() -> { synchronized (lock) { src[1] = 9;
    }
    });
    copier.start();
    writer.start();
    copier.join();
    writer.join();
    seen = dst[1];
    }
    }
