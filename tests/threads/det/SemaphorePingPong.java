import java.util.concurrent.Semaphore;

// Two threads alternate strictly through two semaphores; output is fully ordered.
public class SemaphorePingPong {
    public static void main(String[] args) throws Exception {
        Semaphore pingTurn = new Semaphore(1);
        Semaphore pongTurn = new Semaphore(0);
        int rounds = 40;
        Thread ping = new Thread(() -> {
            try {
                for (int i = 0; i < rounds; i++) {
                    pingTurn.acquire();
                    System.out.println("ping " + i);
                    pongTurn.release();
                }
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        Thread pong = new Thread(() -> {
            try {
                for (int i = 0; i < rounds; i++) {
                    pongTurn.acquire();
                    System.out.println("    pong " + i);
                    pingTurn.release();
                }
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        System.out.println("ping permits " + pingTurn.availablePermits() + ", pong permits " + pongTurn.availablePermits());
    }
}
