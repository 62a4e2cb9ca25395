public class UncaughtCause {
    static int parsePort(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("invalid port: " + s, e);
        }
    }

    static void connect(String port) {
        int p = parsePort(port);
        System.out.println("connecting to " + p);
    }

    static void wrapAgain(String port) {
        try {
            connect(port);
        } catch (IllegalArgumentException e) {
            throw new RuntimeException(new IllegalStateException("connect failed", e));
        }
    }

    public static void main(String[] args) {
        connect("8080");
        wrapAgain("80x");
    }
}
