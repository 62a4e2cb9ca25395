// Two threads alternate strictly with wait/notify on one monitor; a third
// round with three threads and notifyAll.
public class WaitNotifyPingPong {
    static final Object lock = new Object();
    static int turn;

    static Thread player(String word, int me, int players, int rounds) {
        return new Thread(() -> {
            for (int r = 0; r < rounds; r++) {
                synchronized (lock) {
                    while (turn % players != me) {
                        try { lock.wait(); } catch (InterruptedException e) { return; }
                    }
                    System.out.println(word + " " + r);
                    turn++;
                    lock.notifyAll();
                }
            }
        }, word);
    }

    public static void main(String[] args) throws Exception {
        Thread ping = player("ping", 0, 2, 25), pong = player("pong", 1, 2, 25);
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        turn = 0;
        Thread[] ts = {player("one", 0, 3, 10), player("two", 1, 3, 10), player("three", 2, 3, 10)};
        for (int i = ts.length - 1; i >= 0; i--) ts[i].start();
        for (Thread t : ts) t.join();
        System.out.println("turns " + turn);
    }
}
