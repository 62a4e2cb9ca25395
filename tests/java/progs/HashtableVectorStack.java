import java.util.*;

public class HashtableVectorStack {
    public static void main(String[] args) {
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        for (String s : "one two three four five six seven eight nine ten".split(" ")) ht.put(s, s.length());
        System.out.println(ht);
        System.out.println(ht.size() + " " + ht.get("three") + " " + ht.containsKey("ten") + " " + ht.contains(5) + " " + ht.containsValue(9) + " " + ht.remove("one") + " " + ht.get("one"));
        List<String> keys = new ArrayList<String>();
        Enumeration<String> ke = ht.keys();
        while (ke.hasMoreElements()) keys.add(ke.nextElement());
        System.out.println("keys " + keys);
        int total = 0;
        Enumeration<Integer> ve = ht.elements();
        while (ve.hasMoreElements()) total += ve.nextElement();
        System.out.println("total " + total);
        try {
            ht.put("null", null);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null value: NPE");
        }
        try {
            ht.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null key: NPE");
        }
        Hashtable<Integer, String> hi = new Hashtable<Integer, String>();
        for (int i = 0; i < 30; i += 3) hi.put(i, "v" + i);
        System.out.println(hi + " " + hi.hashCode());
        Vector<Integer> v = new Vector<Integer>();
        for (int i = 0; i < 10; i++) v.addElement(i * i);
        System.out.println(v + " size " + v.size() + " first " + v.firstElement() + " last " + v.lastElement() + " elementAt(3) " + v.elementAt(3));
        v.insertElementAt(-1, 0);
        v.removeElementAt(5);
        v.removeElement(81);
        v.setElementAt(1000, 2);
        System.out.println(v + " indexOf(49) " + v.indexOf(49) + " contains(16) " + v.contains(16));
        Vector<String> vs = new Vector<String>(3, 2);
        for (int i = 0; i < 7; i++) vs.add("s" + i);
        System.out.println(vs + " capacity>=size " + (vs.capacity() >= vs.size()));
        vs.setSize(4);
        System.out.println(vs);
        vs.setSize(6);
        System.out.println(vs);
        Enumeration<String> en = vs.elements();
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement()).append(',');
        System.out.println(sb);
        Stack<String> st = new Stack<String>();
        System.out.println("empty " + st.empty() + " " + st.isEmpty());
        st.push("a");
        st.push("b");
        st.push("c");
        System.out.println(st + " peek " + st.peek() + " search(a) " + st.search("a") + " search(c) " + st.search("c") + " search(z) " + st.search("z"));
        System.out.println("pop " + st.pop() + " pop " + st.pop() + " -> " + st + " size " + st.size());
        st.pop();
        try {
            st.pop();
        } catch (EmptyStackException e) {
            System.out.println("pop empty: " + e.getClass().getName());
        }
        try {
            st.peek();
        } catch (EmptyStackException e) {
            System.out.println("peek empty: " + e.getClass().getSimpleName());
        }
        // stack-based base conversion and tower of hanoi
        Stack<Integer> digits = new Stack<Integer>();
        int n = 987654321;
        while (n > 0) {
            digits.push(n % 7);
            n /= 7;
        }
        StringBuilder base7 = new StringBuilder();
        while (!digits.isEmpty()) base7.append(digits.pop());
        System.out.println("base7 " + base7 + " check " + Integer.toString(987654321, 7));
        List<Stack<Integer>> pegs = new ArrayList<Stack<Integer>>();
        for (int i = 0; i < 3; i++) pegs.add(new Stack<Integer>());
        for (int d = 6; d >= 1; d--) pegs.get(0).push(d);
        int moves = hanoi(6, 0, 2, 1, pegs);
        System.out.println("hanoi moves " + moves + " pegs " + pegs);
        Stack<Integer> viaList = new Stack<Integer>();
        viaList.addAll(Arrays.asList(5, 6, 7));
        System.out.println(viaList.get(0) + " " + viaList.peek() + " " + viaList);
    }

    static int hanoi(int n, int from, int to, int via, List<Stack<Integer>> pegs) {
        if (n == 0) return 0;
        int m = hanoi(n - 1, from, via, to, pegs);
        pegs.get(to).push(pegs.get(from).pop());
        return m + 1 + hanoi(n - 1, via, to, from, pegs);
    }
}
