import java.util.ArrayList;
import java.util.List;

public class LocalClasses {
    interface Counter { int next(); }

    private int field = 100;

    Counter makeCounter(final int start, final int step) {
        class StepCounter implements Counter {
            int cur = start;
            public int next() {
                int v = cur;
                cur += step;
                field++;
                return v;
            }
        }
        return new StepCounter();
    }

    static List<String> describe(String[] names, final String suffix) {
        final int limit = 4;
        class Desc {
            final String name;
            Desc(String name) { this.name = name; }
            String render() {
                String n = name.length() > limit ? name.substring(0, limit) + "~" : name;
                return n + suffix;
            }
        }
        List<String> out = new ArrayList<String>();
        for (String n : names) out.add(new Desc(n).render());
        return out;
    }

    static int fibWithLocal(int n) {
        class Memo {
            final long[] cache = new long[n + 1];
            long fib(int k) {
                if (k < 2) return k;
                if (cache[k] != 0) return cache[k];
                return cache[k] = fib(k - 1) + fib(k - 2);
            }
        }
        return (int) (new Memo().fib(n) % 1000000007);
    }

    public static void main(String[] args) {
        LocalClasses lc = new LocalClasses();
        Counter c1 = lc.makeCounter(0, 3);
        Counter c2 = lc.makeCounter(100, -7);
        for (int i = 0; i < 5; i++) System.out.print(c1.next() + "/" + c2.next() + " ");
        System.out.println("field " + lc.field);
        System.out.println(describe(new String[] {"alpha", "be", "gamma", "delta", "pi"}, "!"));
        System.out.println(fibWithLocal(50) + " " + fibWithLocal(90));
        String prefix = args.length > 0 ? args[0] : "none";
        int mult = 3;
        class Local {
            String show(int x) { return prefix + ":" + (x * mult); }
        }
        Local l = new Local();
        System.out.println(l.show(5) + " " + l.show(7));
        System.out.println(l.getClass().getName() + " " + l.getClass().getSimpleName());
        List<Counter> counters = new ArrayList<Counter>();
        for (int i = 1; i <= 3; i++) {
            final int k = i;
            class Mul implements Counter {
                int n = 0;
                public int next() { return ++n * k; }
            }
            counters.add(new Mul());
        }
        for (int round = 0; round < 3; round++) {
            StringBuilder sb = new StringBuilder();
            for (Counter c : counters) sb.append(c.next()).append(' ');
            System.out.println(sb);
        }
        final long[] total = {0};
        class Acc {
            void add(long v) { total[0] += v; }
        }
        Acc acc = new Acc();
        for (int i = 0; i < 100; i++) acc.add(i);
        System.out.println("total " + total[0]);
    }
}
