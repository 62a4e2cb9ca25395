import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** Object serialization of a graph of user objects: bytes in hex, shared references, a cycle, transient and static fields. */
public class SerialGraph {
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

    static class Person implements Serializable {
        static int population = 0;
        String name;
        int age;
        transient String cache = "cached";
        transient int visits = 12;
        Person friend;
        Address home;

        Person(String name, int age) {
            this.name = name;
            this.age = age;
            population++;
        }

        public String toString() {
            return name + "(" + age + ", cache=" + cache + ", visits=" + visits + ", home=" + home
                    + ", friend=" + (friend == null ? "-" : friend.name) + ")";
        }
    }

    static class Address implements Serializable {
        private static final long serialVersionUID = 7L;
        final String street;
        final int number;

        Address(String street, int number) {
            this.street = street;
            this.number = number;
        }

        public String toString() {
            return street + " " + number;
        }
    }

    static class AllTypes implements Serializable {
        boolean z = true;
        byte b = -3;
        char c = '\u00e9';
        short s = -300;
        int i = 123456789;
        long l = -9876543210L;
        float f = 1.5f;
        double d = -2.25e-300;
        float nan = Float.NaN;
        double inf = Double.NEGATIVE_INFINITY;
        String str = "caf\u00e9 \u4e2d\u6587 \0 end";
        int[] ints = {1, -1};
        Object nothing = null;
    }

    static class TreeNode implements Serializable {
        String label;
        TreeNode parent;
        List<TreeNode> children = new ArrayList<>();

        TreeNode(String label, TreeNode parent) {
            this.label = label;
            this.parent = parent;
            if (parent != null) {
                parent.children.add(this);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Address shared = new Address("Main St", 5);
        Person alice = new Person("Alice", 30);
        Person bob = new Person("Bob", 25);
        alice.home = shared;
        bob.home = shared;
        alice.friend = bob;
        bob.friend = alice; // a cycle
        byte[] bytes = serialize(alice);
        System.out.println("bytes: " + bytes.length);
        System.out.println(hex(bytes));
        Person.population = 100;
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes));
        Person a2 = (Person) in.readObject();
        System.out.println(a2);
        System.out.println(a2.friend);
        System.out.println("cycle kept: " + (a2.friend.friend == a2));
        System.out.println("address shared: " + (a2.home == a2.friend.home));
        System.out.println("population (static, not serialized): " + Person.population);

        byte[] all = serialize(new AllTypes());
        System.out.println(hex(all));
        AllTypes t = (AllTypes) new ObjectInputStream(new ByteArrayInputStream(all)).readObject();
        System.out.println(t.z + " " + t.b + " " + (int) t.c + " " + t.s + " " + t.i + " " + t.l + " " + t.f + " " + t.d
                + " " + t.nan + " " + t.inf + " [" + t.str + "] " + t.ints[0] + t.ints[1] + " " + t.nothing);

        TreeNode root = new TreeNode("root", null);
        TreeNode x = new TreeNode("x", root);
        new TreeNode("y", root);
        new TreeNode("x1", x);
        byte[] tree = serialize(root, x, "root", "root");
        System.out.println(hex(tree));
        in = new ObjectInputStream(new ByteArrayInputStream(tree));
        TreeNode r = (TreeNode) in.readObject();
        TreeNode x2 = (TreeNode) in.readObject();
        String s1 = (String) in.readObject();
        String s2 = (String) in.readObject();
        System.out.println(r.label + " " + r.children.size() + " " + r.children.get(0).label + " "
                + r.children.get(1).label + " " + r.children.get(0).children.get(0).label);
        System.out.println("same x: " + (x2 == r.children.get(0)) + ", parent: " + (x2.parent == r)
                + ", strings shared: " + (s1 == s2) + " " + s1.equals(r.label));
        System.out.println("in.available() = " + in.available() + ", read() = " + in.read());
    }
}
