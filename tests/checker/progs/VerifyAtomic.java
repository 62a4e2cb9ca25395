// verdict: ok
import jpor.Verify;
public class VerifyAtomic {

  static int count;
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { Verify.beginAtomic(); count++; Verify.endAtomic(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 2;
  }
}
