// release: 17
// Class.forName(name, false, loader), ClassLoader.loadClass and the
// reflective queries that name other classes (getPermittedSubclasses,
// getDeclaringClass) load a class without initialising it; the first
// active use initialises it.
public class ForNameNoInit {
    static void p(String s) { System.out.println(s); }

    static class Quiet {
        static { p("Quiet init"); }
        static int v = 7;
    }

    static class ByLoader {
        static { p("ByLoader init"); }
        ByLoader() { p("ByLoader()"); }
    }

    static class Outer {
        static { p("Outer init"); }
        static class Member {
            static { p("Member init"); }
        }
    }

    sealed interface Shape permits Circle, Square {}
    static final class Circle implements Shape { static { p("Circle init"); } }
    static final class Square implements Shape { static { p("Square init"); } }

    enum Level { LOW, HIGH; static { p("Level init"); } }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ForNameNoInit.class.getClassLoader();
        Class<?> q = Class.forName("ForNameNoInit$Quiet", false, app);
        p("loaded " + q.getSimpleName() + " fields " + q.getDeclaredFields().length);
        p("same class " + (q == Class.forName("ForNameNoInit$Quiet", false, app)));
        Class.forName("ForNameNoInit$Quiet");
        p("after forName(name)");

        Class<?> b = ClassLoader.getSystemClassLoader().loadClass("ForNameNoInit$ByLoader");
        p("loadClass gave " + b.getName());
        Object o = b.getDeclaredConstructor().newInstance();
        p("instance " + (o != null));

        p("declaring " + Outer.Member.class.getDeclaringClass().getSimpleName());
        for (Class<?> c : Shape.class.getPermittedSubclasses()) p("permitted " + c.getSimpleName());

        Class<?> lv = Class.forName("ForNameNoInit$Level", false, app);
        p("enum loaded " + lv.isEnum());
        p("constants " + lv.getEnumConstants().length);

        try {
            Class.forName("ForNameNoInit$Missing", false, app);
        } catch (ClassNotFoundException e) {
            p("CNFE " + e.getMessage());
        }
        try {
            app.loadClass("no.such.Type");
        } catch (ClassNotFoundException e) {
            p("CNFE " + e.getMessage());
        }
        p("new Circle " + (new Circle() != null));
    }
}
