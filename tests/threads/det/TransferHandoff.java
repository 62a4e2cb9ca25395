import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;

// LinkedTransferQueue between two threads: a consumer take()s while the
// producer transfer()s (each transfer returns only once its element was
// taken), timed tryTransfer to a consumer, then transfer and take interrupted
// while they wait.  Results are printed by main after the joins.
public class TransferHandoff {
    public static void main(String[] args) throws Exception {
        final LinkedTransferQueue<Integer> q = new LinkedTransferQueue<>();
        final int n = 20;
        List<Integer> got = new ArrayList<>();
        List<String> producerLog = new ArrayList<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 2 * n; i++)
                    got.add(q.take());
            } catch (InterruptedException e) {
                got.add(-1);
            }
        }, "consumer");
        Thread producer = new Thread(() -> {
            try {
                int late = 0;
                for (int i = 0; i < n; i++) {
                    q.transfer(i);
                    // the element is gone from the queue once transfer returns
                    if (q.contains(i))
                        late++;
                }
                producerLog.add("transfers done, still queued after return: " + late);
                int ok = 0;
                for (int i = n; i < 2 * n; i++)
                    if (q.tryTransfer(i, 30, TimeUnit.SECONDS))
                        ok++;
                producerLog.add("timed tryTransfers accepted: " + ok);
            } catch (InterruptedException e) {
                producerLog.add("producer interrupted");
            }
        }, "producer");
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println(producerLog);
        System.out.println("received " + got.size() + ": " + got);
        System.out.println("after: " + q + " size " + q.size() + " waiting consumers " + q.getWaitingConsumerCount());

        // a transfer nobody takes, interrupted while it waits
        List<String> log = new ArrayList<>();
        Thread t = new Thread(() -> {
            try {
                q.transfer(42);
                log.add("transfer returned");
            } catch (InterruptedException e) {
                log.add("transfer interrupted, flag " + Thread.currentThread().isInterrupted());
            }
        });
        t.start();
        while (q.isEmpty())
            Thread.yield();
        t.interrupt();
        t.join();
        System.out.println(log + " queue " + q);

        // a take with nothing to take, interrupted while it waits
        Thread c = new Thread(() -> {
            try {
                log.add("take returned " + q.take());
            } catch (InterruptedException e) {
                log.add("take interrupted, flag " + Thread.currentThread().isInterrupted());
            }
        });
        c.start();
        while (!q.hasWaitingConsumer())
            Thread.yield();
        System.out.println("waiting consumers " + q.getWaitingConsumerCount() + " size " + q.size()
                + " peek " + q.peek() + " " + q);
        c.interrupt();
        c.join();
        System.out.println(log + " waiting consumers " + q.getWaitingConsumerCount());

        // a waiting consumer gets a put at once; tryTransfer hands over to it
        List<Integer> two = new ArrayList<>();
        Thread c2 = new Thread(() -> {
            try {
                two.add(q.take());
                two.add(q.take());
            } catch (InterruptedException e) {
                two.add(-1);
            }
        });
        c2.start();
        while (!q.hasWaitingConsumer())
            Thread.yield();
        boolean handed = q.tryTransfer(7);
        while (!q.hasWaitingConsumer())
            Thread.yield();
        q.put(8);
        c2.join();
        System.out.println("tryTransfer to a waiting consumer " + handed + ", consumer got " + two
                + ", queue " + q);
    }
}
