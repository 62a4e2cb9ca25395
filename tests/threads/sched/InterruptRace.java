// The child may or may not see the interrupt at its first check; its sleep is
// interrupted in every case.
public class InterruptRace {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            System.out.println("flag=" + Thread.currentThread().isInterrupted());
            try {
                Thread.sleep(10_000);
                System.out.println("slept");
            } catch (InterruptedException e) {
                System.out.println("sleep interrupted");
            }
        });
        t.start();
        t.interrupt();
        t.join();
    }
}
