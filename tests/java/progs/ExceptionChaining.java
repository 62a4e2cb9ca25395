public class ExceptionChaining {
    static class DataException extends Exception {
        DataException(String m, Throwable cause) { super(m, cause); }
        DataException(Throwable cause) { super(cause); }
    }

    static int parse(String s) throws DataException {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new DataException("cannot parse '" + s + "'", e);
        }
    }

    static int load(String s) {
        try {
            return parse(s) * 2;
        } catch (DataException e) {
            throw new IllegalStateException("load failed", e);
        }
    }

    static void printChain(Throwable t) {
        int depth = 0;
        while (t != null) {
            StringBuilder indent = new StringBuilder();
            for (int i = 0; i < depth; i++) indent.append("  ");
            System.out.println(indent + t.getClass().getName() + ": " + t.getMessage());
            t = t.getCause();
            depth++;
        }
    }

    public static void main(String[] args) {
        System.out.println(load("21"));
        try {
            load("x21");
        } catch (IllegalStateException e) {
            printChain(e);
            System.out.println("toString: " + e);
            System.out.println("root: " + rootCause(e).getClass().getSimpleName());
        }
        DataException d = new DataException(new ArithmeticException("root msg"));
        System.out.println("cause-only ctor message: " + d.getMessage());
        System.out.println("cause-only toString: " + d);
        RuntimeException r = new RuntimeException("no cause yet");
        System.out.println("before initCause: " + r.getCause());
        r.initCause(new Error("late cause"));
        System.out.println("after initCause: " + r.getCause());
        try {
            r.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getSimpleName());
        }
        RuntimeException withNull = new RuntimeException("explicit null cause", null);
        System.out.println("null cause: " + withNull.getCause());
        try {
            withNull.initCause(new Error());
        } catch (IllegalStateException e) {
            System.out.println("initCause after ctor cause: " + e.getClass().getSimpleName());
        }
        Exception self = new Exception("self");
        try {
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println("self cause: " + e.getClass().getSimpleName());
        }
        Throwable chain = new Exception("level0");
        for (int i = 1; i <= 5; i++) chain = new RuntimeException("level" + i, chain);
        printChain(chain);
        Throwable t = new Throwable(new Throwable(new Throwable("deep")));
        printChain(t);
        // getStackTrace is non-empty and top frame is this method (class name only, no line numbers)
        StackTraceElement[] st = new Exception().getStackTrace();
        System.out.println("stack top: " + st[0].getClassName() + "." + st[0].getMethodName());
        StackTraceElement[] st2 = helper().getStackTrace();
        System.out.println("helper frames: " + st2[0].getMethodName() + " <- " + st2[1].getMethodName());
    }

    static Exception helper() { return new Exception("from helper"); }

    static Throwable rootCause(Throwable t) {
        while (t.getCause() != null) t = t.getCause();
        return t;
    }
}
