/* interrupt() before start(): JDK 17 keeps the flag, and the thread starts
 * interrupted (a sleep throws at once); interrupted() clears it. */
public class InterruptBeforeStart {
  public static void main(String[] args) throws Exception {
    Thread u = new Thread(() -> {
      System.out.println("worker sees isInterrupted: " + Thread.currentThread().isInterrupted());
      try {
        Thread.sleep(10);
        System.out.println("slept");
      } catch (InterruptedException e) {
        System.out.println("sleep interrupted at once; flag now " + Thread.currentThread().isInterrupted());
      }
    }, "worker");
    System.out.println("before interrupt: " + u.isInterrupted());
    u.interrupt();
    System.out.println("after interrupt, not started: " + u.isInterrupted());
    u.start();
    u.join();
    System.out.println("after the worker ended: " + u.isInterrupted());
    Thread v = new Thread(() -> System.out.println("v cleared: " + Thread.interrupted() + " then " + Thread.interrupted()), "v");
    v.interrupt();
    v.start();
    v.join();
  }
}
