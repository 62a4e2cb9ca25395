import java.util.*;

public class SynchronizedBlocks {
    private int counter;
    private static int staticCounter;
    private final Object lock = new Object();
    private final List<String> log = new ArrayList<String>();

    synchronized void inc() { counter++; }
    static synchronized void sinc() { staticCounter++; }

    synchronized int reentrant(int depth) {
        if (depth == 0) return counter;
        synchronized (this) {
            synchronized (lock) {
                return reentrant(depth - 1) + 1;
            }
        }
    }

    void throwInside(int i) {
        synchronized (lock) {
            log.add("enter " + i);
            if (i % 2 == 0) throw new IllegalStateException("even " + i);
            log.add("exit " + i);
        }
    }

    int returnFromSync(int x) {
        synchronized (lock) {
            if (x > 5) return x * 2;
            try {
                return x + 1;
            } finally {
                log.add("finally in sync " + x);
            }
        }
    }

    synchronized String syncWithTry(String s) {
        try {
            if (s == null) throw new NullPointerException();
            return s.toUpperCase();
        } catch (NullPointerException e) {
            return "was null";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        SynchronizedBlocks sb = new SynchronizedBlocks();
        for (int i = 0; i < 1000; i++) {
            sb.inc();
            sinc();
        }
        System.out.println(sb.counter + " " + staticCounter);
        System.out.println("reentrant " + sb.reentrant(50));
        for (int i = 0; i < 6; i++) {
            try {
                sb.throwInside(i);
            } catch (IllegalStateException e) {
                sb.log.add("caught " + e.getMessage());
            }
        }
        System.out.println(sb.returnFromSync(3) + " " + sb.returnFromSync(10));
        System.out.println(sb.syncWithTry("abc") + " " + sb.syncWithTry(null));
        for (String s : sb.log) System.out.println(s);
        // monitor still usable after exceptions: wait with timeout on owned monitor
        synchronized (sb.lock) {
            sb.lock.wait(1);
            sb.lock.notify();
            sb.lock.notifyAll();
        }
        System.out.println("wait/notify on owned monitor ok");
        try {
            sb.lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without monitor: " + e.getClass().getSimpleName());
        }
        try {
            sb.lock.wait(1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without monitor: " + e.getClass().getSimpleName());
        }
        // synchronized on class literal and on strings/boxes
        synchronized (SynchronizedBlocks.class) {
            synchronized ("literal") {
                synchronized (Integer.valueOf(1)) {
                    staticCounter += 5;
                }
            }
        }
        System.out.println("nested class-level locks " + staticCounter);
        StringBuffer buf = new StringBuffer();
        for (int i = 0; i < 5; i++) buf.append(i).append(',');
        Vector<Integer> v = new Vector<Integer>();
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        for (int i = 0; i < 5; i++) {
            v.add(i);
            ht.put("k" + i, i);
        }
        List<Integer> syncList = Collections.synchronizedList(new ArrayList<Integer>());
        syncList.add(1);
        synchronized (syncList) {
            for (int x : syncList) buf.append(x);
        }
        System.out.println(buf + " " + v + " " + new TreeMap<String, Integer>(ht));
        Thread t = Thread.currentThread();
        System.out.println("current thread " + t.getName());
    }
}
