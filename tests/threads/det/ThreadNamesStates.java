// Default and explicit thread names, setName, priorities, and every
// Thread.State a thread goes through.
public class ThreadNamesStates {
    static final Object lock = new Object();
    static volatile boolean release;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main name " + main.getName() + " priority " + main.getPriority() + " alive " + main.isAlive());
        Thread a = new Thread(() -> {});
        Thread b = new Thread(() -> {});
        Thread named = new Thread(() -> {}, "custom");
        Thread c = new Thread(() -> {});
        System.out.println(a.getName() + " " + b.getName() + " " + named.getName() + " " + c.getName());
        c.setName("renamed");
        System.out.println("renamed: " + c.getName());
        System.out.println("priority " + a.getPriority() + " min " + Thread.MIN_PRIORITY + " max " + Thread.MAX_PRIORITY);
        a.setPriority(Thread.MAX_PRIORITY);
        System.out.println("after setPriority " + a.getPriority());
        String[] seen = new String[1];
        Thread self = new Thread(() -> seen[0] = Thread.currentThread().getName(), "self-namer");
        self.start();
        self.join();
        System.out.println("currentThread inside: " + seen[0]);

        Thread states = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) { return; }
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) { return; }
            synchronized (lock) {
                System.out.println("got the lock back");
            }
            while (!release) Thread.yield();
        }, "states");
        System.out.println("before start: " + states.getState());
        states.start();
        while (states.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("in wait(): " + states.getState());
        synchronized (lock) {
            lock.notify();
            while (states.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("notified, lock held by main: " + states.getState());
        }
        while (states.getState() != Thread.State.TIMED_WAITING) Thread.yield();
        System.out.println("in sleep(): " + states.getState());
        synchronized (lock) {
            // sleep (not spin) while the other thread's sleep runs out: in jpor,
            // virtual time advances only when no thread can run
            Thread.sleep(400);
            while (states.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("woke, lock held by main: " + states.getState());
        }
        while (states.getState() != Thread.State.RUNNABLE) Thread.yield();
        System.out.println("spinning: " + states.getState() + " alive " + states.isAlive());
        release = true;
        states.join();
        System.out.println("after join: " + states.getState() + " alive " + states.isAlive());
        System.out.println("current state of main: " + main.getState());
        try {
            states.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: IllegalThreadStateException");
        }
        System.out.println("toString " + named);
        Thread.State[] all = Thread.State.values();
        StringBuilder sb = new StringBuilder();
        for (Thread.State s : all) sb.append(s).append(' ');
        System.out.println(sb.toString().trim());
    }
}
