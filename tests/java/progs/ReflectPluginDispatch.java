import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A plugin host without proxies: plugin classes found by name, made by their no-argument
 * constructors, their "cmd*" methods registered as commands and called with converted arguments.
 */
public class ReflectPluginDispatch {
    public interface Plugin {
        String id();
    }

    public static class MathPlugin implements Plugin {
        private int uses;

        public String id() {
            return "math";
        }

        public int cmdAdd(int a, int b) {
            uses++;
            return a + b;
        }

        public long cmdFact(int n) {
            uses++;
            long r = 1;
            for (int i = 2; i <= n; i++) {
                r *= i;
            }
            return r;
        }

        public double cmdAvg(double... xs) {
            uses++;
            double s = 0;
            for (double x : xs) {
                s += x;
            }
            return xs.length == 0 ? 0 : s / xs.length;
        }

        public String cmdUses() {
            return "math used " + uses + " times";
        }
    }

    public static class TextPlugin implements Plugin {
        private final StringBuilder log = new StringBuilder();

        public String id() {
            return "text";
        }

        public String cmdUpper(String s) {
            log.append('U');
            return s.toUpperCase();
        }

        public String cmdRepeat(String s, int n) {
            log.append('R');
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                sb.append(s);
            }
            return sb.toString();
        }

        public boolean cmdPalindrome(String s) {
            log.append('P');
            return new StringBuilder(s).reverse().toString().equals(s);
        }

        public void cmdFail(String why) {
            throw new UnsupportedOperationException(why);
        }

        public static String cmdVersion() {
            return "text 1.0";
        }

        String cmdHidden() { // not public: not a command
            return "hidden";
        }

        public String cmdLog() {
            return log.toString();
        }
    }

    public static abstract class BrokenPlugin implements Plugin {
    }

    static final Map<String, Object> instances = new LinkedHashMap<>();
    static final Map<String, Method> commands = new TreeMap<>();

    static void load(String className) {
        try {
            Class<?> c = Class.forName(className);
            if (!Plugin.class.isAssignableFrom(c)) {
                System.out.println("skip " + className + ": not a plugin");
                return;
            }
            Constructor<?> k = c.getConstructor();
            Plugin p = (Plugin) k.newInstance();
            instances.put(p.id(), p);
            List<Method> ms = new ArrayList<>();
            for (Method m : c.getMethods()) {
                if (m.getName().startsWith("cmd") && m.getDeclaringClass() == c) {
                    ms.add(m);
                }
            }
            ms.sort(Comparator.comparing(Method::getName));
            for (Method m : ms) {
                String name = p.id() + "." + m.getName().substring(3).toLowerCase();
                commands.put(name, m);
            }
            System.out.println("loaded " + p.id() + " with " + ms.size() + " commands");
        } catch (ClassNotFoundException e) {
            System.out.println("skip " + className + ": " + e);
        } catch (ReflectiveOperationException e) {
            System.out.println("skip " + className + ": " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }

    /** Converts the words to the parameter types and calls the command. */
    static void run(String line) {
        String[] w = line.split(" ");
        Method m = commands.get(w[0]);
        if (m == null) {
            System.out.println(line + " => unknown command");
            return;
        }
        Class<?>[] types = m.getParameterTypes();
        Object[] args = new Object[types.length];
        int at = 1;
        for (int i = 0; i < types.length; i++) {
            Class<?> t = types[i];
            if (t == int.class) {
                args[i] = Integer.parseInt(w[at++]);
            } else if (t == double[].class) {
                double[] d = new double[w.length - at];
                for (int k = 0; k < d.length; k++) {
                    d[k] = Double.parseDouble(w[at++]);
                }
                args[i] = d;
            } else {
                args[i] = w[at++];
            }
        }
        Object target = Modifier.isStatic(m.getModifiers()) ? null : instances.get(w[0].substring(0, w[0].indexOf('.')));
        try {
            Object r = m.invoke(target, args);
            System.out.println(line + " => " + r + (r == null ? "" : " : " + r.getClass().getSimpleName()));
        } catch (InvocationTargetException e) {
            System.out.println(line + " => failed: " + e.getCause());
        } catch (IllegalAccessException | IllegalArgumentException e) {
            System.out.println(line + " => cannot call: " + e);
        }
    }

    public static void main(String[] args) {
        String outer = ReflectPluginDispatch.class.getName();
        for (String n : new String[] {"MathPlugin", "TextPlugin", "BrokenPlugin", "NoSuchPlugin"}) {
            load(outer + "$" + n);
        }
        load("java.lang.String");
        System.out.println("commands: " + commands.keySet());
        String[] script = {"math.add 2 40", "math.fact 20", "math.avg 1 2 3 4", "math.avg", "math.uses",
            "text.upper hello", "text.repeat ab 3", "text.palindrome racecar", "text.palindrome abc",
            "text.version", "text.fail nope", "text.hidden", "text.log", "math.add 1"};
        for (String line : script) {
            try {
                run(line);
            } catch (RuntimeException e) {
                System.out.println(line + " => " + e.getClass().getSimpleName());
            }
        }
    }
}
