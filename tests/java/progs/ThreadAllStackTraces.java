import java.util.*;
import java.util.concurrent.CountDownLatch;

public class ThreadAllStackTraces {
    public static void main(String[] args) throws Exception {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        Thread worker = new Thread(new Runnable() {
            public void run() {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                }
            }
        }, "worker-1");
        worker.start();
        started.await();
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        System.out.println(all.containsKey(Thread.currentThread()) + " " + all.containsKey(worker));
        StackTraceElement[] mine = all.get(Thread.currentThread());
        boolean sawMain = false;
        for (StackTraceElement e : mine)
            sawMain |= e.getClassName().equals("ThreadAllStackTraces") && e.getMethodName().equals("main");
        System.out.println("main frame listed " + sawMain);
        List<String> names = new ArrayList<String>();
        for (Thread t : all.keySet())
            if (t.getName().equals("main") || t.getName().startsWith("worker-"))
                names.add(t.getName());
        Collections.sort(names);
        System.out.println(names);
        release.countDown();
        worker.join();
        System.out.println(Thread.getAllStackTraces().containsKey(worker));
    }
}
