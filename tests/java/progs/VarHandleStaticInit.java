// release: 17
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// findStaticVarHandle initialises the class it names (and so its
// superclasses) when the handle is made, even when the field is inherited --
// but not an interface that declares the field (java then reads it before
// the interface's initialiser ran).
public class VarHandleStaticInit {
    static class Base {
        static int s = 5;
        static { System.out.println("Base init"); }
    }

    static class Sub extends Base {
        static { System.out.println("Sub init"); }
    }

    interface Holder {
        int[] TABLE = make();

        static int[] make() {
            System.out.println("Holder init");
            return new int[] {7};
        }
    }

    static class Impl implements Holder {
        static { System.out.println("Impl init"); }
    }

    public static void main(String[] args) throws Throwable {
        VarHandle v = MethodHandles.lookup().findStaticVarHandle(Sub.class, "s", int.class);
        System.out.println("made Sub.s");
        System.out.println((int) v.get());
        v.set(6);
        System.out.println(Base.s);
        VarHandle t = MethodHandles.lookup().findStaticVarHandle(Impl.class, "TABLE", int[].class);
        System.out.println("made Impl.TABLE");
        int[] table = (int[]) t.get(); // java reads it before Holder's initialisation
        System.out.println(table == null ? "TABLE null" : "TABLE " + table[0]);
    }
}
