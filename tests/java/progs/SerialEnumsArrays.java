import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Arrays;

/** Enum constants (TC_ENUM), arrays of every kind (TC_ARRAY), classes (TC_CLASS) and long strings. */
public class SerialEnumsArrays {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
            if (i % 32 == 31) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    static byte[] serialize(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        for (Object o : objs) {
            oos.writeObject(o);
        }
        oos.close();
        return bos.toByteArray();
    }

    enum Color {
        RED, GREEN, BLUE
    }

    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES {
            int apply(int a, int b) {
                return a * b;
            }
        };

        int state;

        abstract int apply(int a, int b);
    }

    static class Palette implements Serializable {
        Color main = Color.GREEN;
        Color[] all = Color.values();
        Op op = Op.TIMES;
    }

    static class Cell implements Serializable {
        final int v;

        Cell(int v) {
            this.v = v;
        }

        public String toString() {
            return "Cell" + v;
        }
    }

    public static void main(String[] args) throws Exception {
        Op.PLUS.state = 5;
        byte[] b = serialize(Color.RED, Color.BLUE, Color.RED, Op.PLUS, new Palette());
        System.out.println(hex(b));
        Op.PLUS.state = 6;
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b));
        Color c1 = (Color) in.readObject();
        Color c2 = (Color) in.readObject();
        Color c3 = (Color) in.readObject();
        Op op = (Op) in.readObject();
        Palette p = (Palette) in.readObject();
        System.out.println(c1 + " " + c2 + " " + (c1 == c3) + " " + (c1 == Color.RED) + " " + op + " " + (op == Op.PLUS)
                + " state " + op.state + " " + op.apply(3, 4));
        System.out.println(p.main + " " + Arrays.toString(p.all) + " " + p.op.apply(3, 4) + " " + (p.op == Op.TIMES));

        int[] ints = {0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE};
        long[] longs = {Long.MIN_VALUE, 42L};
        short[] shorts = {-1, 300};
        byte[] bytes = {-128, 0, 127};
        char[] chars = {'a', '\u00e9', '\uffff'};
        boolean[] bools = {true, false, true};
        float[] floats = {0.5f, -0.0f, Float.NaN, Float.MIN_VALUE};
        double[] doubles = {Math.E, Double.MAX_VALUE, Double.NaN};
        String[] strings = {"a", null, "a", ""};
        Object[] mixed = {1, "two", 3.0, 'c', null, Color.GREEN, new int[] {9}};
        int[][] grid = {{1, 2}, {3}, {}, null};
        long[][][] cube = new long[2][2][2];
        cube[1][1][1] = 8;
        Cell[][] cells = {{new Cell(1)}, {new Cell(2), null}};
        Object[] empty = new Object[0];
        Color[] colors = {Color.BLUE, Color.BLUE};
        b = serialize(ints, longs, shorts, bytes, chars, bools, floats, doubles, strings, mixed, grid, cube, cells,
                empty, colors);
        System.out.println(hex(b));
        in = new ObjectInputStream(new ByteArrayInputStream(b));
        System.out.println(Arrays.toString((int[]) in.readObject()));
        System.out.println(Arrays.toString((long[]) in.readObject()));
        System.out.println(Arrays.toString((short[]) in.readObject()));
        System.out.println(Arrays.toString((byte[]) in.readObject()));
        char[] cs = (char[]) in.readObject();
        System.out.println((int) cs[0] + " " + (int) cs[1] + " " + (int) cs[2]);
        System.out.println(Arrays.toString((boolean[]) in.readObject()));
        System.out.println(Arrays.toString((float[]) in.readObject()));
        System.out.println(Arrays.toString((double[]) in.readObject()));
        String[] ss = (String[]) in.readObject();
        System.out.println(Arrays.toString(ss) + " shared " + (ss[0] == ss[2]));
        Object[] m = (Object[]) in.readObject();
        System.out.println(m.length + " " + m[0] + " " + m[1] + " " + m[2] + " " + m[3] + " " + m[4] + " " + m[5] + " "
                + ((int[]) m[6])[0] + " " + m.getClass().getName());
        System.out.println(Arrays.deepToString((int[][]) in.readObject()));
        System.out.println(Arrays.deepToString((long[][][]) in.readObject()));
        Cell[][] cl = (Cell[][]) in.readObject();
        System.out.println(Arrays.deepToString(cl) + " " + cl.getClass().getName());
        System.out.println(((Object[]) in.readObject()).length);
        Color[] cc = (Color[]) in.readObject();
        System.out.println(Arrays.toString(cc) + " " + cc.getClass().getSimpleName());

        b = serialize(int.class, String.class, Color.class, Op.PLUS.getClass(), int[][].class, Cell[].class, void.class,
                Color.class);
        System.out.println(hex(b));
        in = new ObjectInputStream(new ByteArrayInputStream(b));
        for (int i = 0; i < 8; i++) {
            Object o = in.readObject();
            System.out.print(o + (i < 7 ? ", " : "\n"));
        }

        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 70000; i++) {
            sb.append((char) ('a' + i % 26));
        }
        sb.append("\u00e9\u4e2d\0\ud83d\ude00");
        String big = sb.toString();
        b = serialize(big, big);
        System.out.println(b.length + " " + hex(Arrays.copyOf(b, 16)) + " " + hex(Arrays.copyOfRange(b, b.length - 24, b.length)));
        in = new ObjectInputStream(new ByteArrayInputStream(b));
        String r1 = (String) in.readObject();
        String r2 = (String) in.readObject();
        System.out.println(r1.equals(big) + " " + (r1 == r2) + " " + r1.length());
    }
}
