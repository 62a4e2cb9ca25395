import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Modifiers of classes, fields, methods and constructors as reflection reports them, and Modifier's helpers. */
public class ReflectModifiers {
    public static abstract class PublicAbstract {
        protected abstract void template();

        public final synchronized void locked() {
        }

        static native void nat();

        public strictfp double strict(double d) {
            return d * 2;
        }
    }

    private static final class PrivateFinal {
        private transient int t;
        volatile long v;
        protected static final String C = "c";
        public final int[] arr = null;
    }

    protected interface ProtectedIface {
        int X = 1;

        void m();

        default void d() {
        }

        static void s() {
        }
    }

    enum Level {
        LOW, HIGH {
            @Override
            public String toString() {
                return "high!";
            }
        };
    }

    class Inner {
        void touch() {
        }
    }

    static String flags(Class<?> c) {
        return c.getSimpleName() + ": " + c.getModifiers() + " \"" + Modifier.toString(c.getModifiers()) + "\" interface="
            + c.isInterface() + " enum=" + c.isEnum() + " array=" + c.isArray() + " primitive=" + c.isPrimitive()
            + " synthetic=" + c.isSynthetic();
    }

    static void members(Class<?> c) {
        List<String> out = new ArrayList<>();
        List<Member> ms = new ArrayList<>();
        Collections.addAll(ms, c.getDeclaredFields());
        Collections.addAll(ms, c.getDeclaredMethods());
        Collections.addAll(ms, c.getDeclaredConstructors());
        for (Member m : ms) {
            int mod = m.getModifiers();
            String kind = m instanceof Field ? "field" : m instanceof Method ? "method" : "constructor";
            String extra = "";
            if (m instanceof Field) {
                extra = " enumConstant=" + ((Field) m).isEnumConstant();
            } else if (m instanceof Method) {
                Method mm = (Method) m;
                extra = " default=" + mm.isDefault() + " bridge=" + mm.isBridge() + " varargs=" + mm.isVarArgs();
            }
            out.add(kind + " " + m.getName() + " " + mod + " \"" + Modifier.toString(mod) + "\" synthetic="
                + m.isSynthetic() + extra + " | " + m);
        }
        Collections.sort(out);
        System.out.println(c.getSimpleName() + " members:");
        for (String s : out) {
            System.out.println("  " + s);
        }
    }

    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {ReflectModifiers.class, PublicAbstract.class, PrivateFinal.class,
            ProtectedIface.class, Level.class, Level.HIGH.getClass(), Inner.class, int.class, int[].class,
            String[].class, PrivateFinal[].class, Runnable.class, Override.class}) {
            System.out.println(flags(c));
        }
        members(PublicAbstract.class);
        members(PrivateFinal.class);
        members(ProtectedIface.class);
        members(Level.class);
        members(Inner.class);

        int all = 0xfff;
        System.out.println("toString(all) = " + Modifier.toString(all));
        System.out.println("toString(0) = \"" + Modifier.toString(0) + "\"");
        int[] masks = {Modifier.classModifiers(), Modifier.interfaceModifiers(), Modifier.constructorModifiers(),
            Modifier.methodModifiers(), Modifier.fieldModifiers(), Modifier.parameterModifiers()};
        for (int m : masks) {
            System.out.println("mask " + m + " = " + Modifier.toString(m));
        }
        int m = PrivateFinal.class.getModifiers();
        System.out.println("PrivateFinal: private=" + Modifier.isPrivate(m) + " static=" + Modifier.isStatic(m) + " final="
            + Modifier.isFinal(m) + " public=" + Modifier.isPublic(m) + " abstract=" + Modifier.isAbstract(m));
    }
}
