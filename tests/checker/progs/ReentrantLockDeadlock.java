// verdict: error
// stateless executions: 300000
// stateless: skip none (plain enumeration reaches the deadlock after 843,350 executions)
import java.util.concurrent.locks.ReentrantLock;
public class ReentrantLockDeadlock {

  static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
  public static void main(String[] x) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { a.lock(); b.lock(); b.unlock(); a.unlock(); } });
    Thread t2 = new Thread(new Runnable() { public void run() { b.lock(); a.lock(); a.unlock(); b.unlock(); } });
    t1.start(); t2.start(); t1.join(); t2.join();
  }
}
