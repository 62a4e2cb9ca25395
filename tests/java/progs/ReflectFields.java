import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/** java.lang.reflect.Field: declared and public fields, get/set with boxing and widening, the JDK's messages. */
public class ReflectFields {
    static class Base {
        public int baseX = 1;
        public static String BASE_S = "base";
        protected long prot = 2;
    }

    interface Consts {
        int ANSWER = 42;
        String NAME = "consts";
    }

    static class Sample extends Base implements Consts {
        private int i = 7;
        public static final int K = 3;
        static short sh = 5;
        public final String s = "final";
        protected volatile long v = 9L;
        transient double d = 1.25;
        boolean z = true;
        char c = 'q';
        byte b = -3;
        float f = 2.5f;
        Object o;
        Integer boxed = 11;
        int[] arr = {1, 2, 3};
        public String pub = "p";
        static Object staticObj = "so";
    }

    interface Body {
        void run() throws Exception;
    }

    static void attempt(String what, Body body) {
        try {
            body.run();
        } catch (Throwable e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Class<Sample> c = Sample.class;
        System.out.println("declared fields, in declaration order:");
        for (Field f : c.getDeclaredFields()) {
            System.out.println("  " + f + " | " + f.getName() + " " + f.getType().getName() + " mods=" + f.getModifiers()
                + " decl=" + f.getDeclaringClass().getSimpleName());
        }
        System.out.println("public fields:");
        for (Field f : c.getFields()) {
            System.out.println("  " + f);
        }
        System.out.println("Consts fields: " + Consts.class.getFields().length);

        Sample s = new Sample();
        Field fi = c.getDeclaredField("i");
        fi.setAccessible(true); // a nestmate's private field: accessible from Java 11 class files only
        Field fk = c.getDeclaredField("K");
        Field fsh = c.getDeclaredField("sh");
        Field fs = c.getDeclaredField("s");
        Field fv = c.getDeclaredField("v");
        Field fd = c.getDeclaredField("d");
        Field fz = c.getDeclaredField("z");
        Field fc = c.getDeclaredField("c");
        Field fb = c.getDeclaredField("b");
        Field ff = c.getDeclaredField("f");
        Field fo = c.getDeclaredField("o");
        Field fboxed = c.getDeclaredField("boxed");
        Field farr = c.getDeclaredField("arr");

        // plain get: boxes
        for (Field f : c.getDeclaredFields()) {
            if (f.getName().equals("arr")) {
                continue;
            }
            f.setAccessible(true);
            Object v = f.get(Modifier.isStatic(f.getModifiers()) ? null : s);
            System.out.println("get " + f.getName() + " = " + v + (v == null ? "" : " (" + v.getClass().getSimpleName() + ")"));
        }
        System.out.println("arr length " + ((int[]) farr.get(s)).length);
        System.out.println("inherited via getField: " + c.getField("baseX").get(s) + " " + c.getField("BASE_S").get(null)
            + " " + c.getField("ANSWER").get(null) + " " + c.getField("NAME").getDeclaringClass().getSimpleName());

        // typed getters with widening
        System.out.println("getInt(i)=" + fi.getInt(s) + " getLong(i)=" + fi.getLong(s) + " getFloat(i)=" + fi.getFloat(s)
            + " getDouble(i)=" + fi.getDouble(s));
        System.out.println("getInt(sh)=" + fsh.getInt(null) + " getShort(sh)=" + fsh.getShort(null));
        System.out.println("getInt(c)=" + fc.getInt(s) + " getChar(c)=" + fc.getChar(s));
        System.out.println("getShort(b)=" + fb.getShort(s) + " getByte(b)=" + fb.getByte(s) + " getDouble(b)=" + fb.getDouble(s));
        System.out.println("getDouble(f)=" + ff.getDouble(s) + " getBoolean(z)=" + fz.getBoolean(s));
        System.out.println("getLong(v)=" + fv.getLong(s) + " getFloat(v)=" + fv.getFloat(s));
        attempt("getByte(sh)", () -> fsh.getByte(null));
        attempt("getShort(c)", () -> fc.getShort(s));
        attempt("getInt(z)", () -> fz.getInt(s));
        attempt("getInt(o)", () -> fo.getInt(s));
        attempt("getInt(boxed)", () -> fboxed.getInt(s));
        attempt("getFloat(d)", () -> fd.getFloat(s));
        attempt("getLong(f)", () -> ff.getLong(s));

        // set with unboxing and widening
        fi.set(s, 70);
        fi.set(s, (short) 71);
        fi.set(s, 'A');
        System.out.println("i after set(Character 'A') = " + s.i);
        fd.set(s, 3);
        System.out.println("d after set(Integer 3) = " + s.d);
        fd.set(s, 7L);
        ff.set(s, 'b');
        System.out.println("d=" + s.d + " f=" + s.f);
        fsh.set(null, (byte) 9);
        System.out.println("sh=" + Sample.sh);
        fo.set(s, "anything");
        fo.set(s, null);
        System.out.println("o=" + s.o);
        fboxed.set(s, 99);
        fboxed.set(s, null);
        System.out.println("boxed=" + s.boxed);
        farr.set(s, new int[] {4, 5});
        System.out.println("arr=" + s.arr.length);
        attempt("set(i, String)", () -> fi.set(s, "x"));
        attempt("set(i, null)", () -> fi.set(s, null));
        attempt("set(i, Long)", () -> fi.set(s, 5L));
        attempt("set(sh, Integer)", () -> fsh.set(null, 3));
        attempt("set(c, Integer)", () -> fc.set(s, 1));
        attempt("set(boxed, Short)", () -> fboxed.set(s, (short) 1));
        attempt("set(arr, long[])", () -> farr.set(s, new long[0]));
        attempt("set(z, Integer)", () -> fz.set(s, 1));

        // typed setters
        fi.setByte(s, (byte) 12);
        fi.setChar(s, 'B');
        System.out.println("i=" + s.i);
        fv.setInt(s, 123);
        fv.setChar(s, 'C');
        fd.setFloat(s, 0.5f);
        fd.setLong(s, 1L << 40);
        ff.setLong(s, 123456789123L);
        System.out.println("v=" + s.v + " d=" + s.d + " f=" + s.f);
        fz.setBoolean(s, false);
        fc.setChar(s, 'z');
        fb.setByte(s, (byte) 100);
        fsh.setShort(null, (short) -7);
        System.out.println("z=" + s.z + " c=" + s.c + " b=" + s.b + " sh=" + Sample.sh);
        attempt("setLong(i)", () -> fi.setLong(s, 3L));
        attempt("setInt(sh)", () -> fsh.setInt(null, 3));
        attempt("setBoolean(c)", () -> fc.setBoolean(s, true));
        attempt("setByte(c)", () -> fc.setByte(s, (byte) 1));
        attempt("setDouble(f)", () -> ff.setDouble(s, 2.5));
        attempt("setFloat(f)+setInt(z)", () -> fz.setInt(s, 1));
        attempt("setInt(o)", () -> fo.setInt(s, 3));
        attempt("setInt(boxed)", () -> fboxed.setInt(s, 3));
        attempt("setChar(b)", () -> fb.setChar(s, 'x'));

        // receivers
        attempt("get(null) instance", () -> fi.get(null));
        attempt("getInt(null) instance", () -> fi.getInt(null));
        attempt("set(null) instance", () -> fi.set(null, 1));
        attempt("get(wrong receiver)", () -> fi.get("a string"));
        attempt("getInt(wrong receiver)", () -> fi.getInt("a string"));
        attempt("setInt(wrong receiver)", () -> fi.setInt("a string", 1));
        attempt("set(wrong receiver)", () -> fs.set(Integer.valueOf(1), "x"));
        System.out.println("static ignores receiver: " + fsh.get("ignored") + " " + fk.getInt(Integer.valueOf(5)));

        // final fields
        attempt("set final", () -> fs.set(s, "changed"));
        attempt("setInt static final", () -> fk.setInt(null, 4));
        attempt("set static final", () -> fk.set(null, 4));
        attempt("setLong final", () -> c.getDeclaredField("i").setLong(s, 1L));
        fs.setAccessible(true);
        fs.set(s, "changed");
        System.out.println("final instance field after setAccessible: " + fs.get(s) + " / read directly: " + s.s.length());
        fk.setAccessible(true);
        attempt("set static final accessible", () -> fk.set(null, 4));
        attempt("set static final null value", () -> fk.set(null, null));

        // static fields, class initialisation
        Field lazy = Lazy.class.getDeclaredField("value");
        System.out.println("before get");
        System.out.println("Lazy.value = " + lazy.get(null));
        lazy.setInt(null, 8);
        System.out.println("Lazy.value = " + Lazy.value);

        // identity, equality, hashCode
        Field again = c.getDeclaredField("i");
        System.out.println("same object: " + (again == fi) + ", equals: " + again.equals(fi) + ", equal hash: "
            + (again.hashCode() == fi.hashCode()) + ", hash is names: "
            + (fi.hashCode() == (c.getName().hashCode() ^ "i".hashCode())) + ", equals other: " + fi.equals(fsh));
        attempt("no field", () -> c.getDeclaredField("nope"));
        attempt("no public field", () -> c.getField("i"));
        attempt("null name", () -> c.getField(null));
        System.out.println("int[] fields: " + int[].class.getDeclaredFields().length + " " + int.class.getFields().length);
    }

    static class Lazy {
        static int value = init();

        static int init() {
            System.out.println("Lazy.<clinit>");
            return 6;
        }
    }
}
