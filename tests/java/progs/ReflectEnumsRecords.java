// release: 17
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** Reflection on enums and records: constants, values()/valueOf, record components, canonical constructors. */
public class ReflectEnumsRecords {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7) {
            @Override
            String nickname() {
                return "giant";
            }
        };

        private final double mass, radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        String nickname() {
            return name().toLowerCase();
        }

        double gravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    record Point(int x, int y) {
        Point {
            if (x < 0) {
                throw new IllegalArgumentException("x < 0");
            }
        }

        static Point origin() {
            return new Point(0, 0);
        }

        double norm() {
            return Math.sqrt(x * x + y * y);
        }
    }

    record Named<T>(String name, T value, int[] tags) {
    }

    record Empty() {
    }

    static List<String> names(Method[] ms) {
        List<String> r = new ArrayList<>();
        for (Method m : ms) {
            r.add(m.getName() + Arrays.toString(m.getParameterTypes()));
        }
        Collections.sort(r);
        return r;
    }

    public static void main(String[] args) throws Exception {
        Class<Planet> pc = Planet.class;
        System.out.println("isEnum " + pc.isEnum() + ", constant body isEnum " + Planet.JUPITER.getClass().isEnum()
            + ", constants " + Arrays.toString(pc.getEnumConstants()) + ", String " + String.class.getEnumConstants());
        for (Field f : pc.getDeclaredFields()) {
            System.out.println("  field " + f.getName() + " enumConstant=" + f.isEnumConstant() + " synthetic="
                + f.isSynthetic());
        }
        Field earth = pc.getField("EARTH");
        System.out.println("EARTH via field: " + earth.get(null) + " same " + (earth.get(null) == Planet.EARTH));
        Planet[] values = (Planet[]) pc.getMethod("values").invoke(null);
        System.out.println("values(): " + Arrays.toString(values));
        System.out.println("valueOf: " + pc.getMethod("valueOf", String.class).invoke(null, "MERCURY"));
        try {
            pc.getMethod("valueOf", String.class).invoke(null, "PLUTO");
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println("valueOf(PLUTO) -> " + e.getCause());
        }
        Method nick = pc.getDeclaredMethod("nickname");
        Method gravity = pc.getDeclaredMethod("gravity");
        for (Planet p : Planet.values()) {
            System.out.printf("  %s %s %.2f%n", p, nick.invoke(p), (Double) gravity.invoke(p));
        }
        Field mass = pc.getDeclaredField("mass");
        System.out.println("mass of EARTH " + mass.getDouble(Planet.EARTH) + ", type " + mass.getType());
        System.out.println("Planet methods: " + names(pc.getDeclaredMethods()));
        Constructor<?>[] ecs = pc.getDeclaredConstructors();
        System.out.println("enum constructor: " + ecs[0] + " params " + ecs[0].getParameterCount());
        try {
            ecs[0].newInstance("PLUTO", 9, 1.0, 1.0);
        } catch (IllegalArgumentException e) {
            System.out.println("new enum -> " + e.getMessage());
        }
        System.out.println("Enum.valueOf through Class: " + Enum.valueOf(pc, "JUPITER").nickname());

        // records
        Class<Point> rc = Point.class;
        System.out.println("isRecord " + rc.isRecord() + ", Planet " + pc.isRecord() + ", superclass " + rc.getSuperclass()
            + ", components of a class: " + pc.getRecordComponents());
        Point p = new Point(3, 4);
        for (RecordComponent c : rc.getRecordComponents()) {
            System.out.println("  component " + c + " name=" + c.getName() + " type=" + c.getType() + " accessor="
                + c.getAccessor() + " value=" + c.getAccessor().invoke(p) + " record=" + c.getDeclaringRecord().getSimpleName());
        }
        for (RecordComponent c : Named.class.getRecordComponents()) {
            System.out.println("  Named component " + c.getName() + " : " + c.getType().getSimpleName());
        }
        System.out.println("Empty components: " + Empty.class.getRecordComponents().length);
        System.out.println("fields: " + Arrays.toString(rc.getDeclaredFields()));
        System.out.println("methods: " + names(rc.getDeclaredMethods()));
        Constructor<Point> canon = rc.getDeclaredConstructor(int.class, int.class);
        System.out.print("canonical " + canon + " parameters:");
        for (Parameter par : canon.getParameters()) {
            System.out.print(" " + par.getName() + "(present=" + par.isNamePresent() + ", type=" + par.getType() + ")");
        }
        System.out.println();
        System.out.println("made " + canon.newInstance(5, 12) + " norm " + rc.getDeclaredMethod("norm").invoke(canon.newInstance(5, 12)));
        try {
            canon.newInstance(-1, 0);
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println("compact constructor check -> " + e.getCause().getMessage());
        }
        System.out.println("origin " + rc.getDeclaredMethod("origin").invoke(null));
        System.out.println("equals via reflection " + rc.getMethod("equals", Object.class).invoke(p, new Point(3, 4))
            + ", hashCode same " + rc.getMethod("hashCode").invoke(p).equals(p.hashCode()) + ", toString "
            + rc.getMethod("toString").invoke(p));
        Field fx = rc.getDeclaredField("x");
        fx.setAccessible(true);
        System.out.println("x = " + fx.getInt(p));
        try {
            fx.setInt(p, 9);
        } catch (IllegalAccessException e) {
            System.out.println("record field stays final: " + e.getMessage());
        }
        try {
            fx.set(p, 9);
        } catch (IllegalAccessException e) {
            System.out.println("record field stays final: " + e.getMessage());
        }
    }
}
