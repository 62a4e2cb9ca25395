import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Stack;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;

/**
 * The collections' serialized forms (the JDK's, byte for byte) and their state after reading:
 * hash tables are rebuilt with the sizes the JDK chooses, so later iteration orders match too.
 */
public class SerialCollections {
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

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(o);
        oos.close();
        return bos.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(String label, T o) throws IOException, ClassNotFoundException {
        byte[] b = serialize(o);
        System.out.println(label + ": " + b.length + " bytes");
        System.out.println(hex(b));
        T r = (T) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println("  -> " + r.getClass().getName() + " " + r + " equal=" + r.equals(o));
        return r;
    }

    static class ByLength implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 1L;

        public int compare(String a, String b) {
            return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b);
        }
    }

    /** Keys that all hash alike: a bucket of a big HashMap becomes a tree bin. */
    static class Clash implements Serializable, Comparable<Clash> {
        final int id;

        Clash(int id) {
            this.id = id;
        }

        public int hashCode() {
            return 42;
        }

        public boolean equals(Object o) {
            return o instanceof Clash && ((Clash) o).id == id;
        }

        public int compareTo(Clash o) {
            return Integer.compare(id, o.id);
        }

        public String toString() {
            return "c" + id;
        }
    }

    public static void main(String[] args) throws Exception {
        List<String> words = Arrays.asList("pear", "fig", "apple", "kiwi", "banana", "date", "plum", "lime");

        ArrayList<String> al = roundTrip("ArrayList", new ArrayList<>(words));
        al.add("new");
        System.out.println("  " + al);
        roundTrip("ArrayList empty", new ArrayList<Integer>());
        roundTrip("LinkedList", new LinkedList<>(Arrays.asList(3, null, 1)));

        HashMap<String, Integer> hm = new HashMap<>();
        for (String w : words) {
            hm.put(w, w.length());
        }
        hm.put(null, -1);
        HashMap<String, Integer> hm2 = roundTrip("HashMap", hm);
        for (int i = 0; i < 20; i++) {
            hm2.put("k" + i, i);
        }
        System.out.println("  after puts: " + hm2);

        HashMap<Integer, String> sized = new HashMap<>(1000);
        for (int i = 0; i < 5; i++) {
            sized.put(i * 37, "v" + i);
        }
        HashMap<Integer, String> sized2 = roundTrip("HashMap(1000)", sized);
        for (int i = 0; i < 5; i++) {
            sized2.put(i * 41, "w" + i);
        }
        System.out.println("  after puts: " + sized2);

        HashSet<String> hs = new HashSet<>(words);
        HashSet<String> hs2 = roundTrip("HashSet", hs);
        for (int i = 0; i < 12; i++) {
            hs2.add("e" + i);
        }
        System.out.println("  after adds: " + hs2);
        HashSet<Integer> small = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            small.add(i * 16);
        }
        HashSet<Integer> small2 = roundTrip("HashSet small", small);
        small2.add(5);
        small2.add(21);
        System.out.println("  after adds: " + small2);

        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        for (String w : words) {
            lhm.put(w, w.hashCode() % 100);
        }
        roundTrip("LinkedHashMap", lhm);
        LinkedHashMap<String, Integer> access = new LinkedHashMap<>(16, 0.75f, true);
        access.put("a", 1);
        access.put("b", 2);
        access.put("c", 3);
        access.get("a");
        LinkedHashMap<String, Integer> access2 = roundTrip("LinkedHashMap access order", access);
        access2.get("b");
        System.out.println("  after get: " + access2);
        roundTrip("LinkedHashSet", new LinkedHashSet<>(words));

        TreeMap<String, Integer> tm = new TreeMap<>(new ByLength());
        for (String w : words) {
            tm.put(w, w.length());
        }
        TreeMap<String, Integer> tm2 = roundTrip("TreeMap(ByLength)", tm);
        tm2.put("x", 1);
        tm2.remove("fig");
        System.out.println("  " + tm2 + " first=" + tm2.firstKey() + " " + tm2.comparator().getClass().getName());
        TreeMap<String, String> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("b", "1");
        ci.put("A", "2");
        TreeMap<String, String> ci2 = roundTrip("TreeMap(CASE_INSENSITIVE_ORDER)", ci);
        System.out.println("  same comparator: " + (ci2.comparator() == String.CASE_INSENSITIVE_ORDER) + " " + ci2.get("a"));
        TreeMap<Integer, Integer> big = new TreeMap<>();
        for (int i = 0; i < 100; i++) {
            big.put(i * 7 % 101, i);
        }
        TreeMap<Integer, Integer> big2 = roundTrip("TreeMap 100", big);
        for (int i = 0; i < 50; i++) {
            big2.remove(i * 2);
            big2.put(1000 + i, i);
        }
        System.out.println("  " + big2.size() + " " + big2.firstKey() + " " + big2.lastKey() + " " + big2.headMap(30));
        TreeSet<Integer> ts = new TreeSet<>(Collections.reverseOrder());
        ts.addAll(Arrays.asList(5, 1, 9, 3));
        TreeSet<Integer> ts2 = roundTrip("TreeSet(reverseOrder)", ts);
        System.out.println("  same comparator: " + (ts2.comparator() == Collections.reverseOrder()));
        roundTrip("TreeSet", new TreeSet<>(words));

        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            dq.addFirst(i);
            dq.addLast(-i);
        }
        dq.pollFirst();
        ArrayDeque<Integer> dq2 = roundTrip("ArrayDeque", dq);
        dq2.addFirst(100);
        System.out.println("  " + dq2 + " " + dq2.peekLast());

        Vector<String> v = new Vector<>(3, 2);
        v.add("a");
        v.add("b");
        Vector<String> v2 = roundTrip("Vector", v);
        System.out.println("  capacity " + v2.capacity());
        for (int i = 0; i < 5; i++) {
            v2.add("c" + i);
        }
        System.out.println("  capacity after adds " + v2.capacity());
        Stack<Integer> st = new Stack<>();
        st.push(1);
        st.push(2);
        Stack<Integer> st2 = roundTrip("Stack", st);
        System.out.println("  pop " + st2.pop() + " capacity " + st2.capacity());

        Hashtable<String, Integer> ht = new Hashtable<>();
        for (String w : words) {
            ht.put(w, w.length());
        }
        Hashtable<String, Integer> ht2 = roundTrip("Hashtable", ht);
        for (int i = 0; i < 20; i++) {
            ht2.put("h" + i, i);
        }
        System.out.println("  after puts: " + ht2);

        HashMap<Clash, Integer> clashes = new HashMap<>(128);
        for (int i = 12; i > 0; i--) {
            clashes.put(new Clash(i), i);
        }
        HashMap<Clash, Integer> clashes2 = roundTrip("HashMap tree bin", clashes);
        clashes2.remove(new Clash(5));
        System.out.println("  " + clashes2.keySet());

        Map<String, List<Set<Integer>>> nested = new TreeMap<>();
        nested.put("x", new ArrayList<>(Arrays.asList(new TreeSet<>(Arrays.asList(3, 1)), new HashSet<Integer>())));
        nested.put("y", new LinkedList<Set<Integer>>());
        roundTrip("nested", nested);
    }
}
