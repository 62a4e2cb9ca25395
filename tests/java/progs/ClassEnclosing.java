// release: 17
import java.util.*;

/** Class.getDeclaringClass / getEnclosingClass / getPackage / getPackageName for member, local, anonymous and top-level classes. */
public class ClassEnclosing {
    static class Member {
        class Deeper {
        }
    }

    interface Shape {
    }

    enum Kind { A, B }

    static void show(Class<?> c) {
        Class<?> d = c.getDeclaringClass();
        Class<?> e = c.getEnclosingClass();
        Package p = c.getPackage();
        System.out.println(c.getName() + " declaring=" + (d == null ? null : d.getName()) + " enclosing=" + (e == null ? null : e.getName())
            + " member=" + c.isMemberClass() + " local=" + c.isLocalClass() + " anon=" + c.isAnonymousClass()
            + " pkg=" + (p == null ? null : "'" + p.getName() + "'") + " pkgName='" + c.getPackageName() + "'");
    }

    public static void main(String[] args) {
        class Local {
            class InLocal {
            }
        }
        Object anon = new Object() {
        };
        Runnable anon2 = new Runnable() {
            public void run() {
                Object nested = new Object() {
                };
                show(nested.getClass());
            }
        };
        show(ClassEnclosing.class);
        show(Member.class);
        show(Member.Deeper.class);
        show(Shape.class);
        show(Kind.class);
        show(Local.class);
        show(Local.InLocal.class);
        show(anon.getClass());
        show(anon2.getClass());
        anon2.run();
        show(String.class);
        show(Map.Entry.class);
        show(java.util.concurrent.atomic.AtomicInteger.class);
        show(int[].class);
        show(int.class);
        System.out.println(String.class.getPackage() + " " + ClassEnclosing.class.getPackage().getName().isEmpty() + " " + String.class.getPackage().equals(Integer.class.getPackage()));
    }
}
