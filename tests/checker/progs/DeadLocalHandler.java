// verdict: error
// A local that only an exception handler reads is live wherever the handler
// covers.  The dead-variable reduction (vm/typemap.c) must not call `seen`
// dead before the read of x in the try block, or states that differ in it
// would match there, and the order that fails (main sees 1, then 2) could be
// cut.

public class DeadLocalHandler {
  static volatile int x;

  static class Writer extends Thread {
    public void run() {
      x = 1;
      x = 2;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Writer();
    t.start();
    int seen = x;
    try {
      if (x == 2) throw new IllegalStateException("x is 2");
    } catch (IllegalStateException e) {
      if (seen == 1) throw new AssertionError("saw 1, then 2");
    }
    t.join();
  }
}
