public class UncaughtCustomError {
    static class FatalError extends Error {
        FatalError(String msg) { super(msg); }
    }

    static class Node {
        final int value;
        final Node next;
        Node(int v, Node n) { value = v; next = n; }
    }

    static int sum(Node n, int depth) {
        if (n == null) throw new FatalError("reached end at depth " + depth);
        return n.value + sum(n.next, depth + 1);
    }

    public static void main(String[] args) {
        Node list = new Node(1, new Node(2, new Node(3, null)));
        System.out.print("partial line without newline; ");
        System.err.println("warning on stderr before the crash");
        System.out.println(sum(list, 0));
    }
}
