// release: 17
// Java 17 keeps what a failed static initialiser threw: each later use of
// the class throws NoClassDefFoundError "Could not initialize class X" whose
// cause is an ExceptionInInitializerError "Exception <class>: <message> [in
// thread "<name>"]" with the original exception's stack trace and no cause
// of its own -- also when the message is null, when an Error was thrown, and
// when another thread ran the initialiser.
public class InitErrorCause {
    static class Bad {
        static int x = 1 / zero();

        static int zero() { return 0; }
    }

    static class NoMessage {
        static {
            if (Boolean.parseBoolean("true")) throw new IllegalStateException();
        }
        static int y;
    }

    static class WithError {
        static {
            if (Boolean.parseBoolean("true")) throw new AssertionError("broken invariant");
        }
        static void run() { }
    }

    static class OtherThread {
        static int z = Integer.parseInt("not a number");
    }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e);
        Throwable c = e.getCause();
        System.out.println("  cause: " + c);
        if (c == null) return;
        System.out.println("  cause of cause: " + c.getCause());
        for (StackTraceElement s : c.getStackTrace())
            if (s.getClassName().startsWith("InitErrorCause")) System.out.println("    at " + s);
    }

    public static void main(String[] args) throws Exception {
        try { System.out.println(Bad.x); } catch (Throwable e) { show("first Bad", e); }
        try { System.out.println(Bad.x); } catch (Throwable e) { show("second Bad", e); }
        try { new Bad(); } catch (Throwable e) { show("new Bad", e); }
        try { Bad.zero(); } catch (Throwable e) { show("Bad.zero()", e); }
        try { System.out.println(NoMessage.y); } catch (Throwable e) { show("first NoMessage", e); }
        try { NoMessage.y = 2; } catch (Throwable e) { show("second NoMessage", e); }
        try { WithError.run(); } catch (Throwable e) { show("first WithError", e); }
        try { WithError.run(); } catch (Throwable e) { show("second WithError", e); }
        Thread w = new Thread(() -> {
            try { System.out.println(OtherThread.z); } catch (Throwable e) { show("worker", e); }
        }, "loader-7");
        w.start();
        w.join();
        try { System.out.println(OtherThread.z); } catch (Throwable e) { show("main after worker", e); }
        Throwable c = null;
        try { System.out.println(Bad.x); } catch (NoClassDefFoundError e) { c = e.getCause(); }
        try { System.out.println(Bad.x); } catch (NoClassDefFoundError e) {
            System.out.println("same saved error each time: " + (e.getCause() == c));
        }
    }
}
