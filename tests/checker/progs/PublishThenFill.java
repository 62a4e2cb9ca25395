// verdict: ok
// T1 links a new node to a static field and then fills it in, all under the
// lock; T2 reads it under the lock.  The node is shared from the moment it
// is linked: what T1 does to it afterwards, in the same transition, is an
// access to a shared object.  (Within a transition the shared-object
// analysis may stand over the stretches that link nothing to what the
// statics or other threads reach; linking this node is not one of them --
// the verdict tests' --check-probes walks again to make sure.)
public class PublishThenFill {
  static final Object lock = new Object();
  static Node head;

  static final class Node {
    int v;
    Node next;
  }

  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(() -> {
      synchronized (lock) {
        Node x = new Node();
        head = x;
        x.v = 1;
        x.next = new Node();
      }
    });
    Thread t2 = new Thread(() -> {
      synchronized (lock) {
        Node y = head;
        if (y != null) assert y.v == 1 && y.next != null : "a half-filled node";
      }
    });
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
