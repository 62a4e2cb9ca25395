// join with a timeout on a long sleeper returns while it is alive; join on a
// terminated or never-started thread returns at once; join(0) waits forever.
public class JoinTimeout {
    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(400); } catch (InterruptedException e) { System.out.println("unexpected interrupt"); }
            System.out.println("sleeper done");
        }, "sleeper");
        sleeper.start();
        long t0 = System.currentTimeMillis();
        sleeper.join(100);
        long dt = System.currentTimeMillis() - t0;
        System.out.println("after join(100): alive " + sleeper.isAlive() + ", waited >= 100ms " + (dt >= 99) + ", < 400ms " + (dt < 400));
        sleeper.join(100, 500000);
        System.out.println("after join(100, 500000): alive " + sleeper.isAlive());
        sleeper.join(0);
        System.out.println("after join(0): alive " + sleeper.isAlive() + " state " + sleeper.getState());
        sleeper.join(50);
        System.out.println("join on terminated returns at once");
        Thread never = new Thread(() -> {});
        never.join();
        never.join(1000);
        System.out.println("join on unstarted returns at once, state " + never.getState());
        try {
            sleeper.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative join: " + e.getMessage());
        }
        Thread[] chain = new Thread[5];
        for (int i = 0; i < chain.length; i++) {
            final Thread prev = i == 0 ? null : chain[i - 1];
            final int id = i;
            chain[i] = new Thread(() -> {
                try {
                    if (prev != null) prev.join();
                } catch (InterruptedException e) { return; }
                System.out.println("chain " + id + " after " + (prev == null ? "nobody" : prev.getName()));
            }, "link" + i);
        }
        for (Thread c : chain) c.start(); // each link starts after its predecessor
        chain[chain.length - 1].join();
        System.out.println("chain complete");
    }
}
