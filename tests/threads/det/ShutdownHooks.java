// Shutdown hooks run when the last non-daemon thread ends (and on System.exit);
// a worker started by main finishes before the hooks run.
public class ShutdownHooks {
    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook runs last, in " + Thread.currentThread().getName()), "hook-1"));
        Thread removed = new Thread(() -> System.out.println("removed hook must not run"));
        Runtime.getRuntime().addShutdownHook(removed);
        System.out.println("removeShutdownHook " + Runtime.getRuntime().removeShutdownHook(removed));
        System.out.println("remove again " + Runtime.getRuntime().removeShutdownHook(removed));
        try {
            Runtime.getRuntime().addShutdownHook(Thread.currentThread());
        } catch (IllegalArgumentException e) {
            System.out.println("running thread as hook: IllegalArgumentException " + e.getMessage());
        }
        Thread hook2 = new Thread(() -> { }); // hooks run concurrently: only one prints
        Runtime.getRuntime().addShutdownHook(hook2);
        try {
            Runtime.getRuntime().addShutdownHook(hook2);
        } catch (IllegalArgumentException e) {
            System.out.println("same hook twice: IllegalArgumentException " + e.getMessage());
        }
        Thread worker = new Thread(() -> {
            try { Thread.sleep(100); } catch (InterruptedException e) { }
            System.out.println("worker finishes after main");
        });
        worker.start();
        System.out.println("main returns");
    }
}
