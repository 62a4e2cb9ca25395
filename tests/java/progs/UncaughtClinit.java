public class UncaughtClinit {
    static class Config {
        static final int PORT;
        static {
            System.out.println("Config initializing");
            String raw = "not-a-number";
            PORT = parse(raw);
        }

        static int parse(String s) {
            if (s.startsWith("not")) throw new IllegalStateException("cannot parse " + s);
            return Integer.parseInt(s);
        }
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("port " + Config.PORT);
    }
}
