// Interrupting a sleeping thread: it gets InterruptedException with the
// interrupt flag cleared; sleeping with the flag already set throws at once.
public class InterruptSleep {
    public static void main(String[] args) throws Exception {
        String[] log = new String[4];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
                log[0] = "slept fully";
            } catch (InterruptedException e) {
                log[0] = "caught " + e.getClass().getName() + ": " + e.getMessage();
                log[1] = "flag after catch " + Thread.currentThread().isInterrupted();
            }
            Thread.currentThread().interrupt();
            log[2] = "flag after self-interrupt " + Thread.currentThread().isInterrupted();
            try {
                Thread.sleep(10);
                log[3] = "slept";
            } catch (InterruptedException e) {
                log[3] = "sleep with flag set throws at once, flag now " + Thread.currentThread().isInterrupted();
            }
        }, "sleeper");
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.yield();
        System.out.println("sleeper state " + sleeper.getState());
        sleeper.interrupt();
        sleeper.join();
        for (String s : log) System.out.println(s);
        System.out.println("sleeper state " + sleeper.getState() + " alive " + sleeper.isAlive());
        sleeper.interrupt(); // no effect on a terminated thread
        System.out.println("terminated thread interrupted flag " + sleeper.isInterrupted());
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative sleep: " + e.getMessage());
        }
        Thread.sleep(0);
        System.out.println("sleep(0) ok");
    }
}
