public class CustomExceptions {
    static class AppException extends Exception {
        private final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, int code, Throwable cause) { super(msg, cause); this.code = code; }
        int code() { return code; }
    }

    static class ValidationException extends AppException {
        final String field;
        ValidationException(String field, String msg) { super(field + ": " + msg, 400); this.field = field; }
    }

    static class NotFoundException extends AppException {
        NotFoundException(String what) { super(what + " not found", 404); }
    }

    static class FatalError extends RuntimeException {
        FatalError(String m) { super(m); }
        @Override public String getMessage() { return "FATAL[" + super.getMessage() + "]"; }
    }

    static class Quiet extends Exception {
        Quiet() { super(); }
        @Override public String toString() { return "Quiet!"; }
    }

    static class NoMessage extends RuntimeException { }

    static void validate(String name, int age) throws ValidationException {
        if (name == null || name.isEmpty()) throw new ValidationException("name", "must not be empty");
        if (age < 0) throw new ValidationException("age", "must be >= 0, was " + age);
    }

    static String lookup(String key) throws NotFoundException {
        if (key.startsWith("x")) throw new NotFoundException("key '" + key + "'");
        return key.toUpperCase();
    }

    static String process(String name, int age) {
        try {
            validate(name, age);
            return "ok " + lookup(name);
        } catch (ValidationException e) {
            return "invalid(" + e.field + "," + e.code() + "): " + e.getMessage();
        } catch (AppException e) {
            return "app error " + e.code() + ": " + e.getMessage() + " [" + e.getClass().getSimpleName() + "]";
        }
    }

    public static void main(String[] args) {
        System.out.println(process("bob", 3));
        System.out.println(process("", 3));
        System.out.println(process("amy", -5));
        System.out.println(process("xavier", 30));
        try {
            throw new FatalError("disk on fire");
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + " | " + e);
        }
        try {
            throw new Quiet();
        } catch (Exception e) {
            System.out.println(e + " msg=" + e.getMessage() + " localized=" + e.getLocalizedMessage());
        }
        try {
            throw new NoMessage();
        } catch (NoMessage e) {
            System.out.println(e + " | msg=" + e.getMessage() + " | cause=" + e.getCause());
        }
        Exception[] all = {new AppException("a", 1), new ValidationException("f", "bad"), new NotFoundException("thing"),
                new FatalError("x"), new IllegalArgumentException("iae"), new IllegalStateException(), new UnsupportedOperationException("nope"),
                new ArithmeticException("math"), new NumberFormatException("nfe"), new IndexOutOfBoundsException("ioobe"),
                new ClassCastException("cce"), new Exception(), new RuntimeException("rt", new Error("err"))};
        for (Exception e : all) {
            System.out.println(e.getClass().getName() + " | " + e + " | runtime=" + (e instanceof RuntimeException) + " app=" + (e instanceof AppException)
                    + " iae=" + (e instanceof IllegalArgumentException));
        }
        // catching by hierarchy order
        for (int i = 0; i < 5; i++) {
            try {
                switch (i) {
                    case 0: throw new NumberFormatException("n");
                    case 1: throw new IllegalArgumentException("i");
                    case 2: throw new ArrayIndexOutOfBoundsException("a");
                    case 3: throw new StackOverflowError("fake");
                    default: throw new AppException("checked", 7);
                }
            } catch (NumberFormatException e) {
                System.out.println(i + " NFE handler");
            } catch (IllegalArgumentException e) {
                System.out.println(i + " IAE handler");
            } catch (IndexOutOfBoundsException e) {
                System.out.println(i + " IOOBE handler " + e.getMessage());
            } catch (Error e) {
                System.out.println(i + " Error handler " + e);
            } catch (Exception e) {
                System.out.println(i + " Exception handler " + e);
            }
        }
        // rethrow with wrapping
        try {
            try {
                lookup("xyz");
            } catch (NotFoundException e) {
                throw new AppException("wrapped", 500, e);
            }
        } catch (AppException e) {
            System.out.println(e.getMessage() + " caused by " + e.getCause().getMessage() + " code " + ((AppException) e.getCause()).code());
        }
        // exceptions thrown through deep recursion
        try {
            recurse(0);
        } catch (IllegalStateException e) {
            System.out.println("from recursion: " + e.getMessage());
        }
        Throwable t = new Throwable("plain throwable");
        System.out.println(t + " " + (t instanceof Exception));
        Error err = new AssertionError("assert-like");
        System.out.println(err + " " + err.getMessage());
        System.out.println(new AssertionError(42).getMessage() + " " + new IllegalStateException("s", new RuntimeException("inner")).getCause());
    }

    static int recurse(int depth) {
        if (depth == 50) throw new IllegalStateException("depth " + depth);
        return recurse(depth + 1) + 1;
    }
}
