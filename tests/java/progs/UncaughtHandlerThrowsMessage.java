/* A thread's handler that throws: java prints one line naming the exception
 * class and the thread, and the program goes on. */
public class UncaughtHandlerThrowsMessage {
  public static void main(String[] args) throws Exception {
    Thread w = new Thread(() -> { throw new IllegalStateException("boom"); }, "worker-1");
    w.setUncaughtExceptionHandler((t, e) -> {
      System.out.println("handler got " + e.getMessage());
      throw new UnsupportedOperationException("handler failed");
    });
    w.start();
    w.join();
    System.out.println("main goes on; worker alive: " + w.isAlive());
  }
}
