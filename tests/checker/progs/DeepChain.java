// verdict: error
// stateless executions: 300000
// The error needs a state told apart by a value deep in a chain that only a
// static field reaches: no thread holds the node when both have ended.  A
// fingerprint that named the unchanged head of the chain by its place, and not
// what it reaches, would match the second order's end with the first's.

public class DeepChain {
  static final class Node {
    Node next;
    int v = 1;
    Node(Node next) { this.next = next; }
  }

  static final Node head = new Node(new Node(new Node(null)));

  static class Add implements Runnable {
    public void run() { head.next.next.v += 1; }
  }

  static class Triple implements Runnable {
    public void run() { head.next.next.v *= 3; }
  }

  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Add()), t2 = new Thread(new Triple());
    t1.start(); t2.start(); t1.join(); t2.join();
    assert head.next.next.v != 4 : "t2 before t1: " + head.next.next.v;
  }
}
