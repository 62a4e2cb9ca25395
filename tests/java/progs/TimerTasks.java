import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class TimerTasks {
    static final List<String> events = Collections.synchronizedList(new ArrayList<>());

    static TimerTask task(String name, CountDownLatch latch) {
        return new TimerTask() {
            @Override
            public void run() {
                events.add(name + " on " + Thread.currentThread().getName());
                latch.countDown();
            }
        };
    }

    public static void main(String[] args) throws Exception {
        Timer timer = new Timer();
        CountDownLatch three = new CountDownLatch(3);
        // scheduled out of order; they run by time
        timer.schedule(task("c", three), 300);
        timer.schedule(task("a", three), 100);
        timer.schedule(task("b", three), 200);
        three.await();
        System.out.println("one-shot: " + events);
        events.clear();

        // fixed rate, cancelled by itself after 5 runs
        CountDownLatch five = new CountDownLatch(1);
        final int[] runs = new int[1];
        TimerTask repeating = new TimerTask() {
            @Override
            public void run() {
                runs[0]++;
                if (runs[0] == 5) {
                    System.out.println("cancel from run: " + cancel());
                    five.countDown();
                }
            }
        };
        timer.scheduleAtFixedRate(repeating, 10, 50);
        five.await();
        System.out.println("fixed rate runs: " + runs[0] + " cancel again: " + repeating.cancel());

        // fixed delay
        CountDownLatch three2 = new CountDownLatch(3);
        TimerTask delayed = new TimerTask() {
            @Override
            public void run() {
                three2.countDown();
            }
        };
        timer.schedule(delayed, 0, 40);
        three2.await();
        System.out.println("fixed delay cancel: " + delayed.cancel());

        // errors
        TimerTask once = task("once", new CountDownLatch(1));
        try {
            timer.schedule(once, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            timer.schedule(once, 10, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            timer.scheduleAtFixedRate(once, 10, -5);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            timer.schedule(once, new Date(-5));
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            timer.schedule(repeating, 10);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        try {
            timer.schedule(null, 10);
        } catch (NullPointerException e) {
            System.out.println("null task: NPE");
        }

        // cancelled tasks never run; purge removes them (the first purge drops the tasks
        // cancelled above, if the timer thread has not dropped them yet: that depends on timing;
        // the anchor, first in time, keeps the timer thread from looking at the later ones)
        timer.purge();
        timer.schedule(task("anchor", new CountDownLatch(1)), 50000);
        TimerTask later1 = task("later1", new CountDownLatch(1));
        TimerTask later2 = task("later2", new CountDownLatch(1));
        timer.schedule(later1, 100000);
        timer.schedule(later2, 100000);
        System.out.println("cancel pending: " + later1.cancel() + " " + later2.cancel());
        System.out.println("purge: " + timer.purge() + " then " + timer.purge());

        // a Date in the past runs at once
        CountDownLatch past = new CountDownLatch(1);
        timer.schedule(task("past", past), new Date(0));
        past.await();
        System.out.println("past date: " + events);

        timer.cancel();
        timer.cancel();
        try {
            timer.schedule(task("x", new CountDownLatch(1)), 1);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }

        // a daemon timer with a name
        Timer daemon = new Timer("worker-timer", true);
        CountDownLatch d = new CountDownLatch(1);
        daemon.schedule(task("named", d), 5);
        d.await();
        System.out.println(events.get(events.size() - 1));
        // a non-daemon timer keeps the program alive until its task cancels it
        Timer last = new Timer("last");
        last.schedule(new TimerTask() {
            @Override
            public void run() {
                System.out.println("last task ran; cancelling its timer");
                last.cancel();
            }
        }, 200);
        System.out.println("main ends");
    }
}
