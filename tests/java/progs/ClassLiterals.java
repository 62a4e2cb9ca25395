import java.util.*;

public class ClassLiterals {
    interface Marker { }
    static class Impl implements Marker, Comparable<Impl> {
        public int compareTo(Impl o) { return 0; }
    }
    enum Color { RED, GREEN { @Override public String toString() { return "green!"; } } }
    static abstract class Abs { }

    public static void main(String[] args) {
        Class<?>[] classes = {int.class, long.class, boolean.class, char.class, byte.class, short.class, float.class, double.class, void.class,
                Integer.class, String.class, Object.class, int[].class, int[][].class, String[].class, Object[][].class, List.class, ArrayList.class,
                Map.Entry.class, Marker.class, Impl.class, Impl[].class, Color.class, Abs.class, Runnable.class};
        for (Class<?> c : classes) {
            System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | array=" + c.isArray() + " primitive=" + c.isPrimitive() + " interface=" + c.isInterface()
                    + " enum=" + c.isEnum() + " component=" + (c.getComponentType() == null ? "-" : c.getComponentType().getName())
                    + " super=" + (c.getSuperclass() == null ? "-" : c.getSuperclass().getName()) + " toString=" + c);
        }
        System.out.println(Color.GREEN.getClass().getName() + " " + Color.GREEN.getDeclaringClass().getName() + " " + Color.RED.getClass().isEnum() + " " + Color.GREEN.getClass().isEnum());
        System.out.println(Arrays.toString(Color.class.getEnumConstants()));
        System.out.println(int.class == Integer.TYPE);
        System.out.println(Integer.class.isInstance(5) + " " + int.class.isInstance(5) + " " + Marker.class.isAssignableFrom(Impl.class) + " " + Comparable.class.isAssignableFrom(Impl.class)
                + " " + Object.class.isAssignableFrom(Marker.class) + " " + Impl.class.isAssignableFrom(Marker.class));
        Class<?>[] ifaces = Impl.class.getInterfaces();
        List<String> names = new ArrayList<String>();
        for (Class<?> c : ifaces) names.add(c.getSimpleName());
        System.out.println("interfaces of Impl: " + names + " of ArrayList>0: " + (ArrayList.class.getInterfaces().length > 0));
        Object o = new Impl();
        Class<? extends Object> rc = o.getClass();
        System.out.println(rc.getName() + " " + (rc == Impl.class) + " " + rc.getSimpleName());
        Object anon = new Marker() { };
        System.out.println(anon.getClass().getName() + " [" + anon.getClass().getSimpleName() + "] " + anon.getClass().getInterfaces()[0].getSimpleName());
        class Local { }
        System.out.println(new Local().getClass().getName() + " " + Local.class.getSimpleName());
        System.out.println(new int[0].getClass() == int[].class);
        System.out.println(new String[0][0].getClass().getComponentType().getComponentType() == String.class);
        try {
            Class<?> c = Class.forName("java.lang.String");
            System.out.println("forName " + c.getName() + " " + (c == String.class));
            System.out.println("forName array " + Class.forName("[I").getSimpleName() + " " + Class.forName("[Ljava.lang.String;").getName());
            System.out.println("forName nested " + Class.forName("ClassLiterals$Impl").getSimpleName());
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        try {
            Class.forName("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE: " + e.getMessage());
        }
        Class<String> sc = String.class;
        System.out.println(sc.cast("cast ok"));
        try {
            sc.cast(1);
        } catch (ClassCastException e) {
            System.out.println("Class.cast: " + e.getClass().getSimpleName());
        }
    }
}
