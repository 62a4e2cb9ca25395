// verdict: ok

public class InterruptSleep {

  static volatile boolean interrupted;
  public static void main(String[] a) throws Exception {
    Thread s = new Thread(new Runnable() { public void run() { try { Thread.sleep(1000); } catch (InterruptedException e) { interrupted = true; } } });
    s.start(); s.interrupt(); s.join();
  }
}
