import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Executable.getParameters: names, types, varargs, and Parameter.toString with generic types. */
public class ReflectParameters<T extends Number> {
    class Inner<U> {
        Inner(U u, List<? super U> sink) {
        }
    }

    static class Box<K> {
        public <V extends Comparable<V>> Map<K, V> pair(K key, V value, List<? extends V>... more) {
            return null;
        }
    }

    enum Kind {
        ONE(1);

        Kind(int n) {
        }
    }

    public <E> void generic(List<String> a, Map<String, ? extends List<E>> b, T[] c, E... d) {
    }

    public void mixed(Map.Entry<String, Integer> e, List<?> w, Box<int[]> s, ReflectParameters<T>.Inner<String> i,
        int[][] x, List<Object> lo, List<? extends Object> le, List<? super Integer> ls, final long plain) {
    }

    public static void plain(String s, int... counts) {
    }

    ReflectParameters(List<T> l, int z) {
    }

    static void show(Executable e) {
        StringBuilder sb = new StringBuilder();
        for (Parameter p : e.getParameters()) {
            sb.append("\n    ").append(p).append(" | name=").append(p.getName()).append(" type=")
                .append(p.getType().getSimpleName()).append(" varargs=").append(p.isVarArgs()).append(" implicit=")
                .append(p.isImplicit()).append(" synthetic=").append(p.isSynthetic()).append(" mods=")
                .append(p.getModifiers()).append(" present=").append(p.isNamePresent()).append(" of ")
                .append(p.getDeclaringExecutable().getName());
        }
        System.out.println("  " + e.getName() + " (" + e.getParameterCount() + ")" + sb);
    }

    public static void main(String[] args) throws Exception {
        List<Executable> all = new ArrayList<>();
        for (Method m : ReflectParameters.class.getDeclaredMethods()) {
            if (!m.getName().startsWith("lambda$") && !m.getName().equals("main") && !m.getName().equals("show")) {
                all.add(m);
            }
        }
        Collections.addAll(all, Box.class.getDeclaredMethods());
        Collections.addAll(all, ReflectParameters.class.getDeclaredConstructors());
        Collections.addAll(all, ReflectParameters.Inner.class.getDeclaredConstructors());
        Collections.addAll(all, Box.class.getDeclaredConstructors());
        all.sort((a, b) -> a.toString().compareTo(b.toString()));
        for (Executable e : all) {
            show(e);
        }
        Constructor<?> kind = Kind.class.getDeclaredConstructors()[0];
        System.out.println("  enum constructor parameters: " + kind.getParameterCount());
        Parameter p = Box.class.getDeclaredMethods()[0].getParameters()[0];
        Parameter q = Box.class.getDeclaredMethods()[0].getParameters()[0];
        System.out.println("equal parameters: " + p.equals(q) + " " + (p.hashCode() == q.hashCode()));
    }
}
