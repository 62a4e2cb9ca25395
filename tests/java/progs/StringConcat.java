import java.util.*;

public class StringConcat {
    static class Thing {
        final String n;
        Thing(String n) { this.n = n; }
        @Override public String toString() { return "Thing(" + n + ")"; }
    }

    static class NullToString {
        @Override public String toString() { return null; }
    }

    static class Counting {
        static int calls;
        @Override public String toString() { calls++; return "C" + calls; }
    }

    static final String CONST = "const";
    static final int ICONST = 7;

    public static void main(String[] args) {
        boolean z = true;
        byte b = -8;
        short s = 300;
        char c = 'q';
        int i = -42;
        long l = 1234567890123L;
        float f = 1.25f;
        double d = -0.1;
        String str = "str";
        String nul = null;
        Object obj = new Thing("x");
        Object onull = null;
        int[] arr = {1, 2};
        System.out.println("z=" + z + " b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d);
        System.out.println("str=" + str + " nul=" + nul + " obj=" + obj + " onull=" + onull + " arr.length=" + arr.length);
        System.out.println(z + "" + b + s + c + i + l + f + d + str + nul + obj + onull);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c" + 'd' + 'e');
        System.out.println("" + 'a' + 'b');
        System.out.println(c + 1 + "|" + (char) (c + 1) + "|" + c + 1);
        System.out.println("nested: " + ("(" + i + ")") + ("[" + ("{" + l + "}") + "]"));
        System.out.println("constants: " + CONST + ICONST + 'k' + 1.5 + true + 10L);
        System.out.println("special doubles: " + Double.NaN + " " + Double.POSITIVE_INFINITY + " " + -0.0 + " " + 1e21 + " " + 1e-7 + " " + 100.0 + " " + 1.0E10f);
        System.out.println("extremes: " + Integer.MIN_VALUE + " " + Long.MIN_VALUE + " " + Byte.MIN_VALUE + " " + Short.MAX_VALUE + " " + (int) Character.MAX_VALUE + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE);
        System.out.println("null toString: " + new NullToString() + " end");
        String acc = "";
        for (int k = 0; k < 5; k++) acc += k + ",";
        acc += null;
        acc += 'x';
        acc += 2.5;
        acc += obj;
        System.out.println(acc);
        String s2 = str;
        s2 += s2 += "!";
        System.out.println(s2);
        Counting cnt = new Counting();
        String once = "first " + cnt + " second " + cnt;
        System.out.println(once + " calls=" + Counting.calls);
        int x = 5;
        String sideEffects = "x=" + x++ + " then " + x + " then " + ++x + " then " + (x += 10);
        System.out.println(sideEffects);
        Integer boxed = 77;
        Character bc = 'B';
        Long bl = null;
        Double bd = 3.0;
        System.out.println("boxed: " + boxed + bc + bl + bd);
        List<String> list = new ArrayList<String>(Arrays.asList("a", "b"));
        Map<String, Integer> map = new TreeMap<String, Integer>();
        map.put("k", 1);
        System.out.println("collections: " + list + map + new ArrayList<Object>() + Collections.emptyMap());
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder: " + sb + " " + sb.append("!") + " " + sb);
        char[] chars = {'h', 'i'};
        System.out.println("chars via valueOf: " + String.valueOf(chars) + " " + new String(chars));
        // many arguments (more than a typical slot count)
        String many = "" + i + i + i + i + i + i + i + i + i + i + l + l + l + l + l + d + d + d + d + d + c + c + c + c + c
                + z + z + z + f + f + f + str + str + str + obj + obj + b + b + s + s;
        System.out.println(many.length() + " " + many);
        String big = "";
        String a0 = "a", a1 = "b", a2 = "c", a3 = "d", a4 = "e", a5 = "f", a6 = "g", a7 = "h";
        for (int k = 0; k < 3; k++) {
            big = big + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7
                    + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + k;
        }
        System.out.println(big.length() + " " + big.substring(0, 45));
        // unicode and escapes
        System.out.println("tab[\t] quote[\"] backslash[\\] apostrophe['] unicode-escape[\u0041\u0062]");
        // ternaries inside concat
        for (int k = 0; k < 3; k++) System.out.println("k=" + k + (k % 2 == 0 ? " even" : " odd") + (k == 0 ? null : ""));
        // concat of a String that is itself result of concat with empty pieces
        String e1 = "" + "";
        String e2 = e1 + nul + e1;
        System.out.println("[" + e1 + "][" + e2 + "] " + e2.length());
        long big1 = Long.MAX_VALUE;
        System.out.println("arith in concat: " + (big1 + 1) + " " + (i * 2) + " " + (d * 3) + " " + (f / 3) + " " + (b >> 1) + " " + (s & 0xF0));
        System.out.println(str + 1 + 2);
        System.out.println(1 + 2 + str);
        System.out.println(str + (1 + 2));
        System.out.println(str + 'c' + (char) 65 + (int) 'c');
        System.out.println(String.valueOf(1.0f) + 1.0 + 1 + 1L);
    }
}
