import java.util.ArrayList;
import java.util.List;

public class TryWithResources {
    static List<String> events = new ArrayList<String>();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;
        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            events.add("open " + name);
        }
        Res(String name) { this(name, false); }
        void use(boolean fail) {
            events.add("use " + name);
            if (fail) throw new IllegalStateException("use failed: " + name);
        }
        @Override public void close() {
            events.add("close " + name);
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static class CheckedRes implements AutoCloseable {
        @Override public void close() throws Exception {
            events.add("close checked");
            throw new Exception("checked close");
        }
    }

    static class FailingOpen implements AutoCloseable {
        FailingOpen() { throw new UnsupportedOperationException("cannot open"); }
        @Override public void close() { events.add("never closed"); }
    }

    static void dump(String title) {
        System.out.println(title + ": " + events);
        events.clear();
    }

    static void report(Throwable t) {
        System.out.println("  caught " + t.getClass().getSimpleName() + ": " + t.getMessage() + ", suppressed=" + t.getSuppressed().length);
        for (Throwable s : t.getSuppressed()) {
            System.out.println("    suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
        }
    }

    public static void main(String[] args) {
        try (Res a = new Res("a")) {
            a.use(false);
        }
        dump("simple");
        try (Res a = new Res("a"); Res b = new Res("b"); Res c = new Res("c")) {
            b.use(false);
        }
        dump("three, closed in reverse");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            a.use(true);
        } catch (RuntimeException e) {
            report(e);
        }
        dump("body + two close failures");
        try (Res a = new Res("a", true)) {
            a.use(false);
        } catch (RuntimeException e) {
            report(e);
        }
        dump("only close fails");
        try (Res a = new Res("a"); FailingOpen f = new FailingOpen(); Res b = new Res("b")) {
            events.add("body");
        } catch (RuntimeException e) {
            report(e);
        }
        dump("second resource fails to open");
        try (CheckedRes c = new CheckedRes()) {
            events.add("body checked");
        } catch (Exception e) {
            report(e);
        }
        dump("checked close");
        try (Res a = new Res("nullable"); Res n = null) {
            events.add("body with null resource");
        }
        dump("null resource skipped");
        String r = withReturn();
        System.out.println("returned " + r);
        dump("return from body");
        try (Res a = new Res("fin")) {
            a.use(true);
        } catch (IllegalStateException e) {
            events.add("catch " + e.getMessage());
        } finally {
            events.add("finally");
        }
        dump("catch and finally order");
        Exception manual = new Exception("primary");
        manual.addSuppressed(new RuntimeException("s1"));
        manual.addSuppressed(new Error("s2"));
        report(manual);
        try {
            manual.addSuppressed(manual);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getClass().getSimpleName());
        }
        try {
            manual.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("null suppression: " + e.getClass().getSimpleName());
        }
        int n = 0;
        for (int i = 0; i < 5; i++) {
            try (Res x = new Res("loop" + i, i % 2 == 0)) {
                if (i == 3) continue;
                n++;
            } catch (IllegalArgumentException e) {
                n += 10;
            }
        }
        System.out.println("n=" + n);
        dump("loop");
    }

    static String withReturn() {
        try (Res a = new Res("ret")) {
            return "from body of " + a.name;
        } finally {
            events.add("finally after close");
        }
    }
}
