// Lock-order deadlock with monitors: A takes first then second, B takes second
// then first.  Both sleep while holding their first lock; time only advances
// when every thread waits, so both first locks are held before either thread
// tries its second lock, whatever the schedule.
public class DlMonitors {
    static final class Resource { }
    static final Resource first = new Resource();
    static final Resource second = new Resource();

    static void lockBoth(String who, Resource a, Resource b) {
        synchronized (a) {
            System.out.println(who + " holds its first lock");
            try { Thread.sleep(100); } catch (InterruptedException e) { return; }
            synchronized (b) {
                System.out.println(who + " never gets here");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> lockBoth("A", first, second), "A");
        Thread b = new Thread(() -> lockBoth("B", second, first), "B");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
