public class EnumBasics {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6),
        MARS(6.421e+23, 3.3972e6), JUPITER(1.9e+27, 7.1492e7);

        private final double mass;
        private final double radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() { return G * mass / (radius * radius); }
        double surfaceWeight(double otherMass) { return otherMass * surfaceGravity(); }
    }

    enum Op {
        PLUS("+") {
            int apply(int a, int b) { return a + b; }
        },
        MINUS("-") {
            int apply(int a, int b) { return a - b; }
        },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            @Override public String toString() { return "times!"; }
        },
        DIV("/") {
            int apply(int a, int b) { return a / b; }
        };

        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
    }

    interface Describable { String describe(); }

    enum Level implements Describable {
        LOW(1), MEDIUM(5), HIGH(10);
        private final int weight;
        private static int created;
        Level(int w) { weight = w; }
        public String describe() { return name().toLowerCase() + "(" + weight + ")"; }
        Level next() { return values()[(ordinal() + 1) % values().length]; }
        static Level fromWeight(int w) {
            for (Level l : values()) if (l.weight >= w) return l;
            return HIGH;
        }
    }

    enum Singleton {
        INSTANCE;
        private int counter;
        int incr() { return ++counter; }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal() + " " + c.compareTo(Color.GREEN) + " " + (c == Color.valueOf(c.name()))
                    + " " + c.getDeclaringClass().getName() + " " + c.equals(Color.BLUE));
        }
        System.out.println(Color.values().length + " " + (Color.values() != Color.values()));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getClass().getName());
        }
        System.out.println(Enum.valueOf(Color.class, "BLUE").ordinal());
        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values()) {
            System.out.printf("Your weight on %s is %.2f%n", p, p.surfaceWeight(mass));
        }
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.name() + " " + op.symbol + " " + op.apply(12, 4) + " " + op.getDeclaringClass().getSimpleName()
                    + " " + (op.getClass() == Op.class));
        }
        for (Level l : Level.values()) {
            System.out.println(l.describe() + " next " + l.next() + " " + Level.fromWeight(l.ordinal() * 4));
        }
        Describable d = Level.MEDIUM;
        System.out.println(d.describe() + " " + (d instanceof Level) + " " + (d instanceof Enum));
        System.out.println(Singleton.INSTANCE.incr() + " " + Singleton.INSTANCE.incr() + " " + Singleton.valueOf("INSTANCE").incr());
        Comparable<Color> cmp = Color.RED;
        System.out.println(cmp.compareTo(Color.BLUE));
        Color[] arr = {Color.BLUE, Color.RED, Color.GREEN, Color.RED};
        java.util.Arrays.sort(arr);
        System.out.println(java.util.Arrays.toString(arr));
        java.util.List<Level> list = new java.util.ArrayList<Level>();
        list.add(Level.HIGH);
        list.add(Level.LOW);
        list.add(Level.MEDIUM);
        java.util.Collections.sort(list);
        System.out.println(list + " max " + java.util.Collections.max(list));
        System.out.println(Op.valueOf("TIMES").apply(6, 7) + " " + Op.DIV.compareTo(Op.PLUS));
        try {
            Op.DIV.apply(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("enum method threw " + e.getMessage());
        }
        System.out.println(Color.RED.hashCode() == Color.RED.hashCode());
    }
}
