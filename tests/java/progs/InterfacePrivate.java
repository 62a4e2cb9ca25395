// release: 17
import java.util.ArrayList;
import java.util.List;

public class InterfacePrivate {
    interface Formatter {
        String name();

        default String formatAll(List<String> items) {
            StringBuilder sb = new StringBuilder(header());
            for (String s : items) sb.append(line(s));
            return sb.append(footer()).toString();
        }

        default String formatOne(String s) { return header() + line(s) + footer(); }

        private String header() { return "<" + name() + ">"; }
        private String footer() { return "</" + name() + ">"; }
        private String line(String s) { return "[" + clean(s) + "]"; }

        private static String clean(String s) { return s.trim().replace(' ', '_'); }

        static Formatter named(String n) { return () -> n; }

        static String joinCleaned(String... parts) {
            List<String> out = new ArrayList<>();
            for (String p : parts) out.add(clean(p));
            return String.join("+", out);
        }
    }

    interface Validator<T> {
        boolean test(T t);

        default Validator<T> and(Validator<T> other) { return t -> check(t) && other.test(t); }
        default Validator<T> not() { return t -> !check(t); }

        private boolean check(T t) {
            count[0]++;
            return test(t);
        }

        int[] count = new int[1];
    }

    static class Upper implements Formatter {
        public String name() { return "UP"; }
        @Override public String formatOne(String s) { return Formatter.super.formatOne(s.toUpperCase()); }
    }

    public static void main(String[] args) {
        Formatter f = Formatter.named("list");
        System.out.println(f.formatAll(List.of(" a b ", "c", "  d  e")));
        System.out.println(f.formatOne("single item"));
        System.out.println(new Upper().formatOne("hello world"));
        System.out.println(Formatter.joinCleaned(" x y", "z ", " w v u "));
        Validator<String> nonEmpty = s -> !s.isEmpty();
        Validator<String> shortish = s -> s.length() < 5;
        Validator<String> both = nonEmpty.and(shortish);
        Validator<String> notBoth = both.not();
        for (String s : new String[] {"", "abc", "abcdefg"}) {
            System.out.println("'" + s + "' both=" + both.test(s) + " notBoth=" + notBoth.test(s));
        }
        System.out.println("private check calls: " + Validator.count[0]);
    }
}
