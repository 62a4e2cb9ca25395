import java.util.concurrent.atomic.AtomicMarkableReference;

/**
 * Lock-free skip-list set (Fraser's design as presented by Herlihy and Shavit,
 * 14.4): each level is a Harris-style list with marked next references; a key
 * is in the set iff its node is linked and unmarked at the bottom level.  The
 * height of a node is a fixed function of its key (deterministic, so that the
 * model checker sees no randomness), at most MAX_LEVEL + 1 levels: 2 here, a
 * model-checking size (up to 4 are supported: with 4, three concurrent adds
 * did not finish in 60 s under S-POR).
 */
public class LockFreeSkipListIntSet implements IntSet {
  static final int MAX_LEVEL = 1;

  static final class Node {
    final int key;
    final int topLevel;
    // one final field per level, not an array: reading a final field is invisible to the
    // checker, an array element of a shared class is not
    final AtomicMarkableReference<Node> next0, next1, next2, next3;

    /** A node whose successor at level i is succs[i] (null: none yet). */
    Node(int key, int topLevel, Node[] succs) {
      this.key = key;
      this.topLevel = topLevel;
      next0 = new AtomicMarkableReference<Node>(succs == null ? null : succs[0], false);
      next1 = topLevel < 1 ? null : new AtomicMarkableReference<Node>(succs == null ? null : succs[1], false);
      next2 = topLevel < 2 ? null : new AtomicMarkableReference<Node>(succs == null ? null : succs[2], false);
      next3 = topLevel < 3 ? null : new AtomicMarkableReference<Node>(succs == null ? null : succs[3], false);
    }

    AtomicMarkableReference<Node> next(int level) {
      switch (level) {
        case 0:
          return next0;
        case 1:
          return next1;
        case 2:
          return next2;
        default:
          return next3;
      }
    }
  }

  final Node tail = new Node(Integer.MAX_VALUE, MAX_LEVEL, null);
  final Node head = new Node(Integer.MIN_VALUE, MAX_LEVEL, new Node[] {tail, tail, tail, tail});

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
        curr = pred.next(level).getReference();
        while (true) {
          succ = curr.next(level).get(marked);
          while (marked[0]) {
            if (!pred.next(level).compareAndSet(curr, succ, false, false)) continue retry;
            curr = pred.next(level).getReference();
            succ = curr.next(level).get(marked);
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
    return pred.next(0).compareAndSet(succ, n, false, false);
  }

  public boolean addInt(int x) {
    int top = levelOf(x);
    Node[] preds = new Node[MAX_LEVEL + 1], succs = new Node[MAX_LEVEL + 1];
    while (true) {
      if (find(x, preds, succs)) return false;
      Node n = new Node(x, top, succs);
      if (!linkBottom(preds[0], succs[0], n)) continue;
      for (int level = 1; level <= top; level++) {
        while (true) {
          if (preds[level].next(level).compareAndSet(succs[level], n, false, false)) break;
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
      Node succ = victim.next(level).get(marked);
      while (!marked[0]) {
        victim.next(level).compareAndSet(succ, succ, false, true);
        succ = victim.next(level).get(marked);
      }
    }
    Node succ = victim.next(0).get(marked);
    while (true) {
      boolean mine = victim.next(0).compareAndSet(succ, succ, false, true);
      succ = victim.next(0).get(marked);
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
      curr = pred.next(level).getReference();
      while (true) {
        succ = curr.next(level).get(marked);
        while (marked[0]) {
          curr = succ;
          succ = curr.next(level).get(marked);
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
    for (Node c = head.next(0).getReference(); c != tail; c = c.next(0).getReference()) n++;
    int[] out = new int[n];
    n = 0;
    for (Node c = head.next(0).getReference(); c != tail; c = c.next(0).getReference()) out[n++] = c.key;
    return out;
  }
}
