import java.util.concurrent.atomic.AtomicInteger;

// Several threads join the same target; all are released when it ends.
public class MultiJoiners {
    static volatile boolean finish;
    public static void main(String[] args) throws Exception {
        Thread target = new Thread(() -> {
            while (!finish) Thread.yield();
            System.out.println("target ends");
        }, "target");
        target.start();
        AtomicInteger released = new AtomicInteger();
        Thread[] joiners = new Thread[4];
        for (int i = 0; i < joiners.length; i++) {
            joiners[i] = new Thread(() -> {
                try {
                    target.join();
                    if (!target.isAlive()) released.incrementAndGet();
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }, "joiner" + i);
            joiners[i].start();
        }
        for (Thread j : joiners) while (j.getState() != Thread.State.WAITING) Thread.yield();
        StringBuilder sb = new StringBuilder();
        for (Thread j : joiners) sb.append(j.getName()).append('=').append(j.getState()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println("released before finish " + released.get());
        finish = true;
        for (Thread j : joiners) j.join();
        System.out.println("released after finish " + released.get());
    }
}
