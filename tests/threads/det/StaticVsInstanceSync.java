import java.util.concurrent.CountDownLatch;

// synchronized static methods lock the Class object, synchronized instance
// methods lock the instance: holding one does not block the other.
public class StaticVsInstanceSync {
    static final CountDownLatch inStatic = new CountDownLatch(1);
    static final CountDownLatch releaseStatic = new CountDownLatch(1);
    static int staticCount;
    int instanceCount;

    static synchronized void holdStatic() throws InterruptedException {
        System.out.println("holder: in static method, holds class lock " + Thread.holdsLock(StaticVsInstanceSync.class));
        inStatic.countDown();
        releaseStatic.await();
        staticCount++;
    }

    static synchronized int readStatic() { return staticCount; }

    synchronized void incInstance() {
        instanceCount++;
        System.out.println("instance method: holds this " + Thread.holdsLock(this) + ", holds class " + Thread.holdsLock(StaticVsInstanceSync.class));
    }

    public static void main(String[] args) throws Exception {
        StaticVsInstanceSync obj = new StaticVsInstanceSync();
        Thread holder = new Thread(() -> {
            try { holdStatic(); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "holder");
        holder.start();
        inStatic.await();
        obj.incInstance(); // not blocked by the class lock
        Thread staticCaller = new Thread(() -> System.out.println("staticCaller read " + readStatic()), "staticCaller");
        staticCaller.start();
        while (staticCaller.getState() != Thread.State.BLOCKED) Thread.yield();
        System.out.println("staticCaller is " + staticCaller.getState() + " while holder has the class lock");
        releaseStatic.countDown();
        holder.join();
        staticCaller.join();
        Thread instanceCaller = new Thread(obj::incInstance, "instanceCaller");
        synchronized (obj) {
            instanceCaller.start();
            while (instanceCaller.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("instanceCaller is " + instanceCaller.getState() + " while main holds the instance");
            synchronized (StaticVsInstanceSync.class) {
                System.out.println("main holds both: " + Thread.holdsLock(obj) + " " + Thread.holdsLock(StaticVsInstanceSync.class));
            }
        }
        instanceCaller.join();
        System.out.println("instanceCount " + obj.instanceCount + " staticCount " + readStatic());

        // many threads: static and instance counters
        StaticVsInstanceSync[] objs = {new StaticVsInstanceSync(), new StaticVsInstanceSync()};
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final StaticVsInstanceSync o = objs[k % 2];
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 500; i++) {
                    o.plainInc();
                    staticInc();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("objs " + objs[0].instanceCount + " " + objs[1].instanceCount + " static " + readStatic());
    }

    synchronized void plainInc() { instanceCount++; }
    static synchronized void staticInc() { staticCount++; }
}
