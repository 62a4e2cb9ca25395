// verdict: error
/* A handler that throws: the exception it throws is uncaught, an error. */
public class UncaughtHandlerThrows {
  public static void main(String[] args) throws Exception {
    Thread w = new Thread(() -> { throw new IllegalStateException("boom"); }, "W");
    w.setUncaughtExceptionHandler((t, e) -> { throw new RuntimeException("handler failed: " + e.getMessage()); });
    w.start();
    w.join();
  }
}
