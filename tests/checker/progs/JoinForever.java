// verdict: error

public class JoinForever {

  public static void main(String[] x) throws Exception {
    final Object lock = new Object();
    Thread t = new Thread(new Runnable() { public void run() { synchronized (lock) { try { lock.wait(); } catch (InterruptedException e) { } } } });
    t.start(); t.join();
  }
}
