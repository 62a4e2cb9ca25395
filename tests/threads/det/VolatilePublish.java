// Safe publication: data written before a volatile write is visible after
// the volatile read that sees it; final fields of a published object.
public class VolatilePublish {
    static final class Config {
        final int a;
        final String b;
        final int[] c;
        Config(int a, String b) { this.a = a; this.b = b; this.c = new int[] {a, a * 2, a * 3}; }
    }

    static int plainData;
    static long plainLong;
    static volatile boolean ready;
    static volatile Config config;

    public static void main(String[] args) throws Exception {
        StringBuilder log = new StringBuilder();
        Thread reader = new Thread(() -> {
            while (!ready) Thread.yield();
            log.append("after ready: data=").append(plainData).append(" long=").append(plainLong).append('\n');
            Config c;
            while ((c = config) == null) Thread.yield();
            log.append("config a=").append(c.a).append(" b=").append(c.b).append(" c=").append(java.util.Arrays.toString(c.c)).append('\n');
        });
        reader.start();
        plainData = 42;
        plainLong = 0x1234_5678_9abc_def0L;
        ready = true;
        for (int i = 0; i < 100; i++) Thread.yield();
        config = new Config(7, "seven");
        reader.join();
        System.out.print(log);

        // a chain of handoffs through volatile fields
        final int n = 5;
        final int[] values = new int[n];
        final VolatileBox[] boxes = new VolatileBox[n + 1];
        for (int i = 0; i <= n; i++) boxes[i] = new VolatileBox();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                while (!boxes[me].go) Thread.yield();
                values[me] = (me == 0 ? 1 : values[me - 1] * 3);
                boxes[me + 1].go = true;
            });
            ts[i].start();
        }
        boxes[0].go = true;
        while (!boxes[n].go) Thread.yield();
        StringBuilder sb = new StringBuilder();
        for (int v : values) sb.append(v).append(' ');
        System.out.println("handoff values " + sb.toString().trim());
        for (Thread t : ts) t.join();
    }

    static final class VolatileBox { volatile boolean go; }
}
