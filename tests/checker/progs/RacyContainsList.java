// verdict: ok
// A sorted list set whose add and remove take the lock but whose contains
// reads the plain (non-volatile) next fields without it: a data race that
// --visibility=sync must find (races_test.sh checks the report), while the
// verdict stays what full visibility gives.
public class RacyContainsList {
  static final class Node {
    final int key;
    Node next;
    Node(int key, Node next) { this.key = key; this.next = next; }
  }

  static final Object lock = new Object();
  static final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

  static boolean add(int k) {
    synchronized (lock) {
      Node pred = head, curr = head.next;
      while (curr.key < k) { pred = curr; curr = curr.next; }
      if (curr.key == k) return false;
      pred.next = new Node(k, curr);
      return true;
    }
  }

  static boolean remove(int k) {
    synchronized (lock) {
      Node pred = head, curr = head.next;
      while (curr.key < k) { pred = curr; curr = curr.next; }
      if (curr.key != k) return false;
      pred.next = curr.next;
      return true;
    }
  }

  static boolean contains(int k) {
    Node curr = head.next;
    while (curr.key < k) curr = curr.next;
    return curr.key == k;
  }

  static boolean sawAdded;

  public static void main(String[] args) throws InterruptedException {
    add(3);
    Thread adder = new Thread(() -> { add(1); remove(3); });
    Thread reader = new Thread(() -> { boolean c = contains(1); synchronized (lock) { sawAdded = c; } });
    adder.start();
    reader.start();
    adder.join();
    reader.join();
    assert contains(1) && !contains(3);
  }
}
