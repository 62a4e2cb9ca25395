// verdict: error
/* LinkedTransferQueue: put(x), unlike transfer(x), returns without waiting
 * for a consumer, so the queue may still hold x when it returns (the
 * counterpart of TransferReceived). */
import java.util.concurrent.LinkedTransferQueue;

public class PutNotReceived {
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
        q.put(7);
        assert q.isEmpty() : "put returned before its element was taken";
        c.join();
        assert got == 7 : "got " + got;
    }
}
