public class UncaughtSuppressed {
    static class Conn implements AutoCloseable {
        final String name;
        Conn(String name) { this.name = name; }
        @Override public void close() {
            throw new IllegalStateException("close failed: " + name);
        }
    }

    static void work() {
        try (Conn a = new Conn("a"); Conn b = new Conn("b")) {
            System.out.println("working with " + a.name + " and " + b.name);
            throw new UnsupportedOperationException("work failed");
        }
    }

    public static void main(String[] args) {
        work();
    }
}
