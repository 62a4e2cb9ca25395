import java.util.*;

public class Autoboxing {
    static int unbox(Integer i) { return i; }
    static Integer box(int i) { return i; }
    static long widenThenBox(long l) { return l; }
    static Object boxAny(Object o) { return o; }

    public static void main(String[] args) {
        Integer a = 127, b = 127;
        Integer c = 128, d = 128;
        Integer e = -128, f = -128;
        Integer g = -129, h = -129;
        System.out.println("127: " + (a == b) + " " + a.equals(b));
        System.out.println("128: " + (c == d) + " " + c.equals(d));
        System.out.println("-128: " + (e == f) + " -129: " + (g == h) + " " + g.equals(h));
        System.out.println("valueOf: " + (Integer.valueOf(100) == Integer.valueOf(100)) + " " + (Integer.valueOf(1000) == Integer.valueOf(1000)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long: " + (l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4) + " " + l3.equals(128) + " " + l3.equals(128L));
        Short s1 = 100, s2 = 100;
        Byte b1 = 5, b2 = 5;
        Character c1 = 'a', c2 = 'a', c3 = '\u1234', c4 = '\u1234';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Short " + (s1 == s2) + " Byte " + (b1 == b2) + " Char " + (c1 == c2) + " " + (c3 == c4) + " " + c3.equals(c4) + " Boolean " + (t1 == t2));
        // comparison with unboxing
        System.out.println("c == 128 (unboxed): " + (c == 128) + " c < d " + (c < d) + " c <= d " + (c <= d));
        // arithmetic on boxes
        Integer x = 10;
        x++;
        x += 5;
        x = x * 2;
        System.out.println("x " + x);
        Double dd = 2.5;
        dd *= 2;
        System.out.println("dd " + dd + " " + (dd + x));
        Character ch = 'A';
        ch++;
        System.out.println("ch " + ch);
        // mixed types in ternary: unboxing + numeric promotion
        Integer i1 = 5;
        Double d1 = 2.0;
        Object o = true ? i1 : d1;
        System.out.println("ternary promoted: " + o + " " + o.getClass().getSimpleName());
        Object o2 = true ? (Object) i1 : d1;
        System.out.println("no promotion: " + o2 + " " + o2.getClass().getSimpleName());
        // null unboxing
        Integer nul = null;
        try {
            int bad = nul;
            System.out.println(bad);
        } catch (NullPointerException ex) {
            System.out.println("unboxing null: " + ex.getClass().getName());
        }
        try {
            System.out.println(unbox(null));
        } catch (NullPointerException ex) {
            System.out.println("unbox(null): NPE");
        }
        Map<String, Integer> m = new HashMap<String, Integer>();
        try {
            int v = m.get("missing");
            System.out.println(v);
        } catch (NullPointerException ex) {
            System.out.println("map miss unbox: NPE");
        }
        // collections of boxes
        List<Integer> list = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) list.add(i * 100);
        list.remove(Integer.valueOf(300));  // remove(Object)
        list.remove(0);                      // remove(int index)
        System.out.println(list + " " + list.contains(500) + " " + list.indexOf(900));
        int total = 0;
        for (int v : list) total += v;
        System.out.println("total " + total);
        Set<Long> longs = new TreeSet<Long>();
        longs.add(5L);
        longs.add((long) 3);
        System.out.println(longs + " " + longs.contains(5L) + " " + longs.contains((long) 5));
        // equals across types
        Integer five = 5;
        Long fiveL = 5L;
        System.out.println(five.equals(fiveL) + " " + fiveL.equals(5L) + " " + (five.longValue() == fiveL) + " " + new Integer(5).equals(five));
        System.out.println(box(42) + " " + widenThenBox(7) + " " + boxAny(3).getClass().getName() + " " + boxAny('z').getClass().getName()
                + " " + boxAny(3.0f).getClass().getName() + " " + boxAny((short) 1).getClass().getName() + " " + boxAny((byte) 1).getClass().getName()
                + " " + boxAny(1L).getClass().getName() + " " + boxAny(false).getClass().getName() + " " + boxAny(1.0).getClass().getName());
        System.out.println(Integer.valueOf(77).hashCode() + " " + Long.valueOf(1L << 40).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode()
                + " " + Character.valueOf('a').hashCode() + " " + Short.valueOf((short) -3).hashCode() + " " + Byte.valueOf((byte) -3).hashCode());
        System.out.println(Integer.valueOf(3).compareTo(7) + " " + Double.valueOf(1.0).compareTo(-0.0) + " " + Boolean.TRUE.compareTo(false) + " " + Character.valueOf('b').compareTo('a'));
        Integer big1 = 1000, big2 = 1000;
        System.out.println("1000 == via intValue: " + (big1.intValue() == big2.intValue()) + " equals " + big1.equals(big2) + " identity " + (big1 == big2));
        int sum = 0;
        Integer boxedSum = 0;
        for (int i = 0; i < 1000; i++) {
            boxedSum += i;
            sum += i;
        }
        System.out.println(sum + " " + boxedSum + " " + (boxedSum == sum));
        Number n = 3.75f;
        System.out.println(n.intValue() + " " + n.longValue() + " " + n.doubleValue() + " " + n.getClass().getSimpleName());
    }
}
