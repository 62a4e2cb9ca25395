import java.util.concurrent.CountDownLatch;

// Several threads trigger the initialisation of the same classes at once.
// JVMS 5.5: a thread that finds a class being initialised by another thread
// waits until the initialisation is complete, so no thread may ever see the
// static fields before the static initialiser has finished.
public class ClassInitRace {
    static final class Table {
        static final int[] SQUARES;
        static final String NAME;
        static int initRuns;
        static {
            initRuns++;
            int[] t = new int[300];
            for (int i = 0; i < t.length; i++) t[i] = i * i;
            SQUARES = t;
            NAME = "table of " + t.length;
        }
        static int square(int i) { return SQUARES[i]; }
    }

    static final class Chain {
        static final long VALUE = Base.VALUE * 2 + 1;
    }

    static final class Base {
        static final long VALUE;
        static {
            long v = 0;
            for (int i = 0; i < 500; i++) v += i;
            VALUE = v;
        }
    }

    static final class Failing {
        static final int X;
        static {
            if (Boolean.parseBoolean("true")) throw new IllegalStateException("static init fails");
            X = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        int n = 4;
        CountDownLatch go = new CountDownLatch(1);
        String[] res = new String[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                try { go.await(); } catch (InterruptedException e) { return; }
                StringBuilder sb = new StringBuilder();
                sb.append("thread ").append(me).append(": square(").append(me + 10).append(")=").append(Table.square(me + 10));
                sb.append(" name=").append(Table.NAME).append(" chain=").append(Chain.VALUE);
                sb.append(" boxed=").append(Long.valueOf(me * 1000L).hashCode()).append(Integer.valueOf(me + 100));
                try {
                    sb.append(" failing=").append(Failing.X);
                } catch (ExceptionInInitializerError e) {
                    sb.append(" failing: ExceptionInInitializerError ").append(e.getCause().getMessage());
                } catch (NoClassDefFoundError e) {
                    sb.append(" failing: NoClassDefFoundError");
                }
                res[me] = sb.toString();
            });
            ts[k].start();
        }
        go.countDown();
        for (Thread t : ts) t.join();
        int eiie = 0, ncdfe = 0;
        for (String s : res) {
            System.out.println(s.replaceAll(" failing.*", ""));
            if (s.contains("ExceptionInInitializerError static init fails")) eiie++;
            if (s.contains("NoClassDefFoundError")) ncdfe++;
        }
        System.out.println("Table initialised " + Table.initRuns + " time(s)");
        System.out.println("failing class: ExceptionInInitializerError once (" + eiie + "), NoClassDefFoundError for the others (" + ncdfe + ")");
    }
}
