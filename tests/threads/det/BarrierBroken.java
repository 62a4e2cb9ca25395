import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Breaking a barrier: an interrupted waiter gets InterruptedException, the
// other waiter BrokenBarrierException; reset() repairs it; a timed await
// times out and breaks it.
public class BarrierBroken {
    static String outcome(CyclicBarrier b) {
        try {
            b.await();
            return "passed";
        } catch (InterruptedException e) {
            return "InterruptedException";
        } catch (BrokenBarrierException e) {
            return "BrokenBarrierException";
        }
    }

    static void waitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        CyclicBarrier b = new CyclicBarrier(3);
        String[] res = new String[2];
        Thread a = new Thread(() -> res[0] = outcome(b), "A");
        a.start();
        waitState(a, Thread.State.WAITING);
        Thread c = new Thread(() -> res[1] = outcome(b), "C");
        c.start();
        waitState(c, Thread.State.WAITING);
        System.out.println("waiting " + b.getNumberWaiting());
        a.interrupt();
        a.join();
        c.join();
        System.out.println("A: " + res[0]);
        System.out.println("C: " + res[1]);
        System.out.println("broken " + b.isBroken());
        System.out.println("main: " + outcome(b));
        b.reset();
        System.out.println("after reset broken " + b.isBroken() + " waiting " + b.getNumberWaiting());

        CyclicBarrier two = new CyclicBarrier(2);
        Thread d = new Thread(() -> res[0] = outcome(two), "D");
        d.start();
        System.out.println("main with partner: " + outcome(two));
        d.join();
        System.out.println("D: " + res[0]);

        try {
            two.await(50, TimeUnit.MILLISECONDS);
            System.out.println("no timeout?");
        } catch (TimeoutException e) {
            System.out.println("timed await: TimeoutException, broken " + two.isBroken());
        }
        System.out.println("after timeout: " + outcome(two));
        try {
            new CyclicBarrier(0);
        } catch (IllegalArgumentException e) {
            System.out.println("zero parties: IllegalArgumentException");
        }
    }
}
