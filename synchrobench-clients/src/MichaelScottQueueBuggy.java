/** Seeded bug: an odd value is linked with a plain write, not a CAS: a concurrent enqueue is lost. */
public class MichaelScottQueueBuggy extends MichaelScottQueue {
  boolean link(Node last, Node n) {
    if ((n.value & 1) == 0) return super.link(last, n);
    last.next = n;
    return true;
  }
}
