// verdict: ok
/* LinkedTransferQueue: transfer(x) returns only after the consumer's take()
 * has received x, so the queue is empty then, and the consumer holds x after
 * the join. */
import java.util.concurrent.LinkedTransferQueue;

public class TransferReceived {
    static int got;

    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<Integer> q = new LinkedTransferQueue<>();
        Thread c = new Thread(() -> {
            try {
                got = q.take();
            } catch (InterruptedException e) {
            }
        });
        c.start();
        q.transfer(7);
        assert q.isEmpty() : "transfer returned before its element was taken";
        c.join();
        assert got == 7 : "got " + got;
    }
}
