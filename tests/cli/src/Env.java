import java.util.Map;
import java.util.TreeMap;

/** System.getenv(name), System.getenv() and availableProcessors against the real process. */
public class Env {
    public static void main(String[] args) {
        for (String name : args) {
            System.out.println(name + "=" + System.getenv(name));
        }
        Map<String, String> env = System.getenv();
        int same = 0;
        for (Map.Entry<String, String> e : new TreeMap<>(env).entrySet()) {
            if (e.getValue().equals(System.getenv(e.getKey()))) same++;
        }
        System.out.println("map agrees with getenv(name) on all entries: " + (same == env.size() && same > 0));
        System.out.println("map has the variables: " + (args.length > 0 && env.get(args[0]) != null));
        System.out.println("map has PATH: " + env.containsKey("PATH"));
        try {
            env.put("X", "y");
            System.out.println("map is modifiable");
        } catch (UnsupportedOperationException e) {
            System.out.println("map is unmodifiable");
        }
        try {
            System.getenv(null);
        } catch (NullPointerException e) {
            System.out.println("getenv(null) throws NullPointerException");
        }
        System.out.println("processors " + Runtime.getRuntime().availableProcessors());
    }
}
