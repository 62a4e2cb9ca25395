import java.util.Iterator;

public class InnerClasses {
    private int value = 10;
    private String label = "outer";
    private static int staticCounter = 0;

    class Inner {
        int value = 20;
        void show() {
            int value = 30;
            System.out.println("local " + value + " inner " + this.value + " outer " + InnerClasses.this.value + " label " + label);
            InnerClasses.this.value++;
            staticCounter++;
        }

        class Deeper {
            int value = 40;
            void show() {
                System.out.println("deeper " + value + " inner " + Inner.this.value + " outer " + InnerClasses.this.value);
                Inner.this.value += 100;
                label = label + "!";
            }
        }
    }

    class Range implements Iterable<Integer> {
        final int lo, hi;
        Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = lo;
                public boolean hasNext() { return cur < hi; }
                public Integer next() { return cur++ * value; }
                public void remove() { throw new UnsupportedOperationException(); }
            };
        }
    }

    class Node {
        final String name;
        Node next;
        Node(String name) { this.name = name; size++; }
    }

    private int size;
    private Node head;

    void push(String s) {
        Node n = new Node(s);
        n.next = head;
        head = n;
    }

    String dump() {
        StringBuilder sb = new StringBuilder();
        for (Node n = head; n != null; n = n.next) sb.append(n.name).append("->");
        return sb.append("nil (size ").append(size).append(")").toString();
    }

    class SubInner extends Inner {
        void show() {
            System.out.print("SubInner: ");
            super.show();
        }
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses();
        InnerClasses.Inner in = outer.new Inner();
        in.show();
        in.show();
        InnerClasses.Inner.Deeper d = in.new Deeper();
        d.show();
        d.show();
        in.show();
        System.out.println("outer value now " + outer.value + " label " + outer.label + " counter " + staticCounter);
        outer.value = 3;
        int sum = 0;
        for (int x : outer.new Range(1, 6)) {
            System.out.print(x + " ");
            sum += x;
        }
        System.out.println("sum " + sum);
        outer.push("a");
        outer.push("b");
        outer.push("c");
        System.out.println(outer.dump());
        InnerClasses other = new InnerClasses();
        other.value = 1000;
        Inner in2 = other.new Inner();
        in2.show();
        new InnerClasses().new SubInner().show();
        System.out.println(in.getClass().getName() + " " + d.getClass().getName() + " " + in.getClass().getSimpleName());
        System.out.println("final counter " + staticCounter);
    }
}
