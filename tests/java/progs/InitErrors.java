public class InitErrors {
    static class Bad {
        static int value = compute();
        static int compute() {
            System.out.println("Bad.<clinit> running");
            if (value == 0) throw new IllegalStateException("bad static init");
            return 1;
        }
        static void hello() { System.out.println("hello from Bad"); }
    }

    static class DivZero {
        static int x = 10 / Integer.parseInt("0");
    }

    static class ThrowsError {
        static {
            if (Boolean.parseBoolean("true")) throw new CustomError("custom error in clinit");
        }
        static int y = 5;
    }

    static class CustomError extends Error {
        CustomError(String m) { super(m); }
    }

    static class SubOfBad extends Bad {
        static { System.out.println("SubOfBad static (never printed)"); }
        static int z = 3;
    }

    static class Good {
        static int v = 7;
        static { System.out.println("Good initialized"); }
    }

    public static void main(String[] args) {
        for (int attempt = 1; attempt <= 3; attempt++) {
            try {
                Bad.hello();
                System.out.println("no error?");
            } catch (ExceptionInInitializerError e) {
                System.out.println("attempt " + attempt + ": " + e.getClass().getName() + " cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage()
                        + " getMessage=" + e.getMessage() + " getException=" + e.getException().getMessage());
            } catch (NoClassDefFoundError e) {
                System.out.println("attempt " + attempt + ": " + e.getClass().getName() + " " + e.getMessage());
            }
        }
        try {
            System.out.println(SubOfBad.z);
        } catch (NoClassDefFoundError e) {
            System.out.println("subclass: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            Bad[] arr = new Bad[2];
            System.out.println("array of failed class ok: " + arr.length);
            Object o = arr;
            System.out.println("instanceof Bad[]: " + (o instanceof Bad[]));
        } catch (Throwable t) {
            System.out.println("unexpected " + t);
        }
        try {
            System.out.println(DivZero.x);
        } catch (ExceptionInInitializerError e) {
            System.out.println("DivZero: " + e.getClass().getSimpleName() + " cause " + e.getCause());
        }
        try {
            System.out.println(DivZero.x);
        } catch (NoClassDefFoundError e) {
            System.out.println("DivZero again: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            System.out.println(ThrowsError.y);
        } catch (ExceptionInInitializerError e) {
            System.out.println("should not wrap errors");
        } catch (CustomError e) {
            System.out.println("Error passes through unwrapped: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println(ThrowsError.y);
        } catch (NoClassDefFoundError e) {
            System.out.println("ThrowsError again: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            Class.forName("InitErrors$Bad");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE?");
        } catch (NoClassDefFoundError e) {
            System.out.println("forName of failed class: " + e.getClass().getName());
        }
        try {
            Class.forName("NoSuchClassAnywhere");
        } catch (ClassNotFoundException e) {
            System.out.println("forName missing: " + e.getClass().getName() + " " + e.getMessage());
        }
        System.out.println("Good.v = " + Good.v);
    }
}
