// Generated program 633 of tests/checker/crosscheck.py (seed 633): with --stateful
// and the Maybe-for-ever marker a point replay that reached a stored state
// missed f0=11 f1=0 P.x=20 -- the point's own thread had not run from there.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.*;

public class StatefulPointReplay {
  static int f0, f1;
  static final Object L0 = new Object();
  static final Object G = new Object();
  static class Box { int x, y; }
  static int g0, g1; static final Box B = new Box();
  static Box P;
  static class T0 implements Runnable {
    public void run() { synchronized (L0) { if (jpor.Verify.getBoolean()) { f0 = 11; } } synchronized (G) { if (g0 > 5) { g1 = 10; } B.y = g1; } { Box b = new Box(); b.x = 10; P = b; } }
  }
  static class T1 implements Runnable {
    public void run() { if (jpor.Verify.getBoolean()) { f1 = 20; } f0 = 21; { Box b = new Box(); b.x = 20; P = b; } }
  }
  public static void main(String[] args) throws InterruptedException {
    Thread t0 = new Thread(new T0());
    Thread t1 = new Thread(new T1());
    t0.start();
    t1.start();
    t0.join();
    t1.join();
  }
}
