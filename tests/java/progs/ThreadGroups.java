import java.util.*;
import java.util.concurrent.*;

/** ThreadGroup: tree, names, max priority, activeCount/enumerate of live threads, uncaughtException override, Thread(group, runnable, name, stackSize). */
public class ThreadGroups {
    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        ThreadGroup mg = main.getThreadGroup();
        System.out.println(mg.getName() + " " + mg.getParent().getName() + " " + mg.getParent().getParent() + " " + mg + " " + main);
        ThreadGroup workers = new ThreadGroup("workers");
        ThreadGroup sub = new ThreadGroup(workers, "sub");
        System.out.println(workers.getParent() == mg ? "parent ok" : "parent wrong");
        System.out.println(workers + " " + sub + " " + mg.parentOf(sub) + " " + sub.parentOf(mg) + " " + workers.parentOf(workers));
        sub.setMaxPriority(7);
        workers.setMaxPriority(12);
        System.out.println(workers.getMaxPriority() + " " + sub.getMaxPriority());
        List<String> interrupted = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch started = new CountDownLatch(3);
        CountDownLatch release = new CountDownLatch(1);
        Runnable body = () -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                interrupted.add(Thread.currentThread().getName());
            }
        };
        Thread a = new Thread(workers, body, "w-a", 1 << 20);
        Thread b = new Thread(sub, body, "s-b");
        Thread c = new Thread(workers, body);
        b.setPriority(9);
        System.out.println(a.getThreadGroup().getName() + " " + b.getThreadGroup().getName() + " " + b.getPriority() + " " + c.getName().startsWith("Thread-"));
        System.out.println("before start: " + workers.activeCount());
        a.start();
        b.start();
        c.start();
        started.await();
        System.out.println("active: " + workers.activeCount() + " " + sub.activeCount() + " groups: " + workers.activeGroupCount() + " " + mg.activeGroupCount());
        Thread[] list = new Thread[10];
        int n = workers.enumerate(list);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) names.add(list[i].getName());
        Collections.sort(names);
        System.out.println(n + " " + names);
        n = workers.enumerate(list, false);
        System.out.println("non-recursive " + n);
        ThreadGroup[] gl = new ThreadGroup[5];
        System.out.println(workers.enumerate(gl) + " " + gl[0].getName());
        System.out.println(a + " " + b);
        workers.interrupt();
        a.join();
        b.join();
        c.join();
        List<String> sorted = new ArrayList<>(interrupted);
        Collections.sort(sorted);
        System.out.println("interrupted " + sorted);
        System.out.println("after: " + workers.activeCount() + " " + a.getThreadGroup() + " " + a);
        ThreadGroup handling = new ThreadGroup("handling") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group caught " + e.getMessage() + " in " + t.getName());
            }
        };
        Thread bad = new Thread(handling, () -> { throw new IllegalStateException("boom"); }, "bad");
        bad.start();
        bad.join();
        Thread inherits = new Thread(handling, () -> {
            Thread inner = new Thread(() -> { });
            System.out.println("inner group " + inner.getThreadGroup().getName());
        }, "outer");
        inherits.start();
        inherits.join();
        Thread own = new Thread(handling, () -> { throw new RuntimeException("own"); }, "own");
        own.setUncaughtExceptionHandler((t, e) -> System.out.println("thread handler " + e.getMessage()));
        own.start();
        own.join();
        sub.destroy();
        System.out.println(sub.isDestroyed() + " " + workers.activeGroupCount());
        try {
            new Thread(sub, "x");
        } catch (IllegalThreadStateException e) {
            System.out.println("ITSE");
        }
        System.out.println(Thread.activeCount());
    }
}
