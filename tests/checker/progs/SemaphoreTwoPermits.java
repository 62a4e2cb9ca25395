// verdict: error
// stateless: skip none jpf spor (depth-first search without state matching does not reach the error within 1,000,000 executions; the source-set strategies do)
import java.util.concurrent.Semaphore;
public class SemaphoreTwoPermits {

  static int count; static final Semaphore sem = new Semaphore(2);
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { try { sem.acquire(); } catch (InterruptedException e) { } try { count++; } finally { sem.release(); } } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 2 : "two permits do not exclude: " + count;
  }
}
