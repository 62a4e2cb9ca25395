// verdict: error
/* Thread S starts T while main asks T.isAlive(): true when the start came
 * first.  isAlive() of a thread not started performed no action, so the
 * start never raced with it (dl-jpf, de-*, odpor, dpor-graph). */
public class IsAliveBeforeStartOther {
  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {});
    Thread s = new Thread(t::start);
    s.start();
    boolean alive = t.isAlive();
    s.join();
    t.join();
    assert !alive : "isAlive() saw T started by S";
  }
}
