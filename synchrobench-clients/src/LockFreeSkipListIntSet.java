import java.util.concurrent.atomic.AtomicMarkableReference;

/**
 * Lock-free skip-list set (Fraser's design as presented by Herlihy and Shavit,
 * 14.4): each level is a Harris-style list with marked next references; a key
 * is in the set iff its node is linked and unmarked at the bottom level.  The
 * height of a node is a fixed function of its key (deterministic, so that the
 * model checker sees no randomness), at most MAX_LEVEL + 1 = 4 levels.
 */
public class LockFreeSkipListIntSet implements IntSet {
  static final int MAX_LEVEL = 3;

  static final class Node {
    final int key;
    final int topLevel;
    final AtomicMarkableReference<Node>[] next;

    @SuppressWarnings("unchecked")
    Node(int key, int topLevel) {
      this.key = key;
      this.topLevel = topLevel;
      next = (AtomicMarkableReference<Node>[]) new AtomicMarkableReference[topLevel + 1];
      for (int i = 0; i <= topLevel; i++) next[i] = new AtomicMarkableReference<Node>(null, false);
    }
  }

  final Node head = new Node(Integer.MIN_VALUE, MAX_LEVEL);
  final Node tail = new Node(Integer.MAX_VALUE, MAX_LEVEL);

  public LockFreeSkipListIntSet() {
    for (int i = 0; i <= MAX_LEVEL; i++) head.next[i].set(tail, false);
  }

  static int levelOf(int key) {
    int h = (key * 0x9E3779B9) >>> 13;
    int level = 0;
    while (level < MAX_LEVEL && (h & (1 << level)) != 0) level++;
    return level;
  }

  /** Fills preds and succs at every level; unlinks marked nodes met on the way. */
  boolean find(int x, Node[] preds, Node[] succs) {
    boolean[] marked = {false};
    retry:
    while (true) {
      Node pred = head, curr = null, succ;
      for (int level = MAX_LEVEL; level >= 0; level--) {
        curr = pred.next[level].getReference();
        while (true) {
          succ = curr.next[level].get(marked);
          while (marked[0]) {
            if (!pred.next[level].compareAndSet(curr, succ, false, false)) continue retry;
            curr = pred.next[level].getReference();
            succ = curr.next[level].get(marked);
          }
          if (curr.key < x) {
            pred = curr;
            curr = succ;
          } else {
            break;
          }
        }
        preds[level] = pred;
        succs[level] = curr;
      }
      return curr.key == x;
    }
  }

  /** Links n at the bottom level: the insert's linearization (buggy variant overrides). */
  boolean linkBottom(Node pred, Node succ, Node n) {
    return pred.next[0].compareAndSet(succ, n, false, false);
  }

  public boolean addInt(int x) {
    int top = levelOf(x);
    Node[] preds = new Node[MAX_LEVEL + 1], succs = new Node[MAX_LEVEL + 1];
    while (true) {
      if (find(x, preds, succs)) return false;
      Node n = new Node(x, top);
      for (int level = 0; level <= top; level++) n.next[level].set(succs[level], false);
      if (!linkBottom(preds[0], succs[0], n)) continue;
      for (int level = 1; level <= top; level++) {
        while (true) {
          if (preds[level].next[level].compareAndSet(succs[level], n, false, false)) break;
          find(x, preds, succs);
        }
      }
      return true;
    }
  }

  public boolean removeInt(int x) {
    Node[] preds = new Node[MAX_LEVEL + 1], succs = new Node[MAX_LEVEL + 1];
    boolean[] marked = {false};
    if (!find(x, preds, succs)) return false;
    Node victim = succs[0];
    for (int level = victim.topLevel; level >= 1; level--) {
      Node succ = victim.next[level].get(marked);
      while (!marked[0]) {
        victim.next[level].compareAndSet(succ, succ, false, true);
        succ = victim.next[level].get(marked);
      }
    }
    Node succ = victim.next[0].get(marked);
    while (true) {
      boolean mine = victim.next[0].compareAndSet(succ, succ, false, true);
      succ = victim.next[0].get(marked);
      if (mine) {
        find(x, preds, succs);
        return true;
      }
      if (marked[0]) return false;
    }
  }

  public boolean containsInt(int x) {
    boolean[] marked = {false};
    Node pred = head, curr = null, succ;
    for (int level = MAX_LEVEL; level >= 0; level--) {
      curr = pred.next[level].getReference();
      while (true) {
        succ = curr.next[level].get(marked);
        while (marked[0]) {
          curr = succ;
          succ = curr.next[level].get(marked);
        }
        if (curr.key < x) {
          pred = curr;
          curr = succ;
        } else {
          break;
        }
      }
    }
    return curr.key == x;
  }

  public int[] toArray() {
    int n = 0;
    for (Node c = head.next[0].getReference(); c != tail; c = c.next[0].getReference()) n++;
    int[] out = new int[n];
    n = 0;
    for (Node c = head.next[0].getReference(); c != tail; c = c.next[0].getReference()) out[n++] = c.key;
    return out;
  }
}
