// Interrupting a thread blocked in join(), and join with the flag already set.
public class InterruptJoin {
    public static void main(String[] args) throws Exception {
        Object never = new Object();
        Thread forever = new Thread(() -> {
            synchronized (never) {
                try {
                    never.wait();
                } catch (InterruptedException e) {
                    System.out.println("forever: interrupted too");
                }
            }
        }, "forever");
        forever.setDaemon(true);
        forever.start();
        String[] log = new String[3];
        Thread joiner = new Thread(() -> {
            try {
                forever.join();
                log[0] = "join returned";
            } catch (InterruptedException e) {
                log[0] = "join interrupted: " + e.getClass().getSimpleName();
                log[1] = "flag " + Thread.currentThread().isInterrupted();
            }
            Thread.currentThread().interrupt();
            try {
                forever.join(10);
                log[2] = "timed join returned";
            } catch (InterruptedException e) {
                log[2] = "timed join with flag set throws";
            }
        }, "joiner");
        joiner.start();
        while (joiner.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("joiner state " + joiner.getState());
        joiner.interrupt();
        joiner.join();
        for (String s : log) System.out.println(s);
        System.out.println("forever alive " + forever.isAlive() + " state " + forever.getState());
        forever.interrupt();
        forever.join();
        System.out.println("forever alive " + forever.isAlive());
    }
}
