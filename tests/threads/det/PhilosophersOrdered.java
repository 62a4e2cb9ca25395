// Five dining philosophers who avoid deadlock by taking the lower-numbered
// fork first; each eats a fixed number of times.
public class PhilosophersOrdered {
    static final class Fork {
        final int id;
        int uses;
        Fork(int id) { this.id = id; }
    }

    public static void main(String[] args) throws Exception {
        int n = 5, meals = 40;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) forks[i] = new Fork(i);
        int[] eaten = new int[n];
        Thread[] ps = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            Fork left = forks[i], right = forks[(i + 1) % n];
            Fork first = left.id < right.id ? left : right, second = left.id < right.id ? right : left;
            ps[i] = new Thread(() -> {
                for (int m = 0; m < meals; m++) {
                    synchronized (first) {
                        synchronized (second) {
                            first.uses++;
                            second.uses++;
                            eaten[me]++;
                        }
                    }
                    Thread.yield();
                }
            }, "philosopher-" + i);
        }
        for (Thread p : ps) p.start();
        for (Thread p : ps) p.join();
        for (int i = 0; i < n; i++) System.out.println("philosopher " + i + " ate " + eaten[i] + " times");
        for (Fork f : forks) System.out.println("fork " + f.id + " used " + f.uses + " times");
    }
}
