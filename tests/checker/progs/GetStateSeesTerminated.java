// verdict: error
// stateless executions: 20000
/* getState() races with the thread's end: TERMINATED is one outcome. */
public class GetStateSeesTerminated {
  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {});
    t.start();
    Thread.State s = t.getState();
    assert s != Thread.State.TERMINATED : "ended already";
    t.join();
  }
}
