import java.util.concurrent.Phaser;

/* A phaser that onAdvance terminates: the arrival that advances it returns
 * the next phase (not the negative one), and it counts every party as
 * arrived; later arrivals and registrations return the negative phase. */
public class PhaserTermination {
  public static void main(String[] args) {
    Phaser ph = new Phaser(1) {
      protected boolean onAdvance(int p, int n) {
        return true;
      }
    };
    int r = ph.arriveAndAwaitAdvance();
    System.out.println(r + " " + ph.isTerminated() + " " + ph.getPhase() + " "
        + ph.getArrivedParties() + " " + ph.getUnarrivedParties() + " " + ph.getRegisteredParties());
    System.out.println(ph.arrive() + " " + ph.register() + " " + ph.arriveAndAwaitAdvance());
    Phaser two = new Phaser(2) {
      protected boolean onAdvance(int p, int n) {
        return p == 1;
      }
    };
    System.out.println(two.arrive() + " " + two.arriveAndAwaitAdvance() + " " + two.getPhase());
    System.out.println(two.arrive() + " " + two.arriveAndDeregister() + " " + two.getPhase() + " "
        + two.getArrivedParties() + " " + two.getUnarrivedParties() + " " + two.getRegisteredParties());
    System.out.println(two.awaitAdvance(1) + " " + two.isTerminated());
  }
}
