import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Leaf-oriented non-blocking binary search tree (Ellen, Fatourou, Ruppert,
 * van Breugel, PODC 2010).  Keys live in the leaves; internal nodes route.
 * Each internal node has an update word (state, info record) changed only by
 * CAS: an insert flags the parent (IFLAG), a delete flags the grandparent
 * (DFLAG) and marks the parent (MARK); child pointers change by CAS while the
 * node is flagged; any thread that meets a flag helps the operation finish.
 */
public class NonBlockingBSTIntSet implements IntSet {
  static final int CLEAN = 0, DFLAG = 1, IFLAG = 2, MARK = 3;
  static final int INF1 = Integer.MAX_VALUE - 1, INF2 = Integer.MAX_VALUE;

  static class Node {
    final int key;

    Node(int key) {
      this.key = key;
    }
  }

  static final class Leaf extends Node {
    Leaf(int key) {
      super(key);
    }
  }

  /** An immutable (state, info) pair: the CAS target of an internal node. */
  static final class Update {
    final int state;
    final Info info;

    Update(int state, Info info) {
      this.state = state;
      this.info = info;
    }
  }

  static class Info {}

  static final class IInfo extends Info {
    final Internal p;
    final Leaf l;
    final Internal newInternal;

    IInfo(Internal p, Leaf l, Internal newInternal) {
      this.p = p;
      this.l = l;
      this.newInternal = newInternal;
    }
  }

  static final class DInfo extends Info {
    final Internal gp, p;
    final Leaf l;
    final Update pupdate;

    DInfo(Internal gp, Internal p, Leaf l, Update pupdate) {
      this.gp = gp;
      this.p = p;
      this.l = l;
      this.pupdate = pupdate;
    }
  }

  static final class Internal extends Node {
    volatile Node left, right;
    volatile Update update;

    Internal(int key, Node left, Node right) {
      super(key);
      this.left = left;
      this.right = right;
      this.update = new Update(CLEAN, null);
    }
  }

  static final AtomicReferenceFieldUpdater<Internal, Node> LEFT =
      AtomicReferenceFieldUpdater.newUpdater(Internal.class, Node.class, "left");
  static final AtomicReferenceFieldUpdater<Internal, Node> RIGHT =
      AtomicReferenceFieldUpdater.newUpdater(Internal.class, Node.class, "right");
  static final AtomicReferenceFieldUpdater<Internal, Update> UPDATE =
      AtomicReferenceFieldUpdater.newUpdater(Internal.class, Update.class, "update");

  final Internal root = new Internal(INF2, new Leaf(INF1), new Leaf(INF2));

  /** The result of a search: grandparent, parent, leaf and the update words read. */
  static final class Path {
    Internal gp, p;
    Leaf l;
    Update gpupdate, pupdate;
  }

  Path search(int k) {
    Path r = new Path();
    Node l = root;
    while (l instanceof Internal) {
      r.gp = r.p;
      r.p = (Internal) l;
      r.gpupdate = r.pupdate;
      r.pupdate = r.p.update;
      l = k < r.p.key ? r.p.left : r.p.right;
    }
    r.l = (Leaf) l;
    return r;
  }

  public boolean containsInt(int k) {
    return search(k).l.key == k;
  }

  /** Flags p for an insert: a CAS of its update word (the buggy variant overrides). */
  boolean flagInsert(Internal p, Update expected, Update flag, int k) {
    return UPDATE.compareAndSet(p, expected, flag);
  }

  public boolean addInt(int k) {
    while (true) {
      Path s = search(k);
      if (s.l.key == k) return false;
      if (s.pupdate.state != CLEAN) {
        help(s.pupdate);
        continue;
      }
      Leaf newLeaf = new Leaf(k);
      Leaf sibling = new Leaf(s.l.key);
      Internal ni = k < s.l.key ? new Internal(s.l.key, newLeaf, sibling) : new Internal(k, sibling, newLeaf);
      IInfo op = new IInfo(s.p, s.l, ni);
      Update flag = new Update(IFLAG, op);
      if (flagInsert(s.p, s.pupdate, flag, k)) {
        helpInsert(op, flag);
        return true;
      }
      help(s.p.update);
    }
  }

  void helpInsert(IInfo op, Update flag) {
    casChild(op.p, op.l, op.newInternal);
    UPDATE.compareAndSet(op.p, flag, new Update(CLEAN, op));
  }

  public boolean removeInt(int k) {
    while (true) {
      Path s = search(k);
      if (s.l.key != k) return false;
      if (s.gpupdate.state != CLEAN) {
        help(s.gpupdate);
        continue;
      }
      if (s.pupdate.state != CLEAN) {
        help(s.pupdate);
        continue;
      }
      DInfo op = new DInfo(s.gp, s.p, s.l, s.pupdate);
      Update flag = new Update(DFLAG, op);
      if (UPDATE.compareAndSet(s.gp, s.gpupdate, flag)) {
        if (helpDelete(op, flag)) return true;
      } else {
        help(s.gp.update);
      }
    }
  }

  /** Marks the parent; on success finishes the delete, else undoes the flag. */
  boolean helpDelete(DInfo op, Update flag) {
    Update mark = new Update(MARK, op);
    boolean ok = UPDATE.compareAndSet(op.p, op.pupdate, mark);
    Update now = op.p.update;
    if (ok || (now.state == MARK && now.info == op)) {
      helpMarked(op, flag);
      return true;
    }
    help(now);
    UPDATE.compareAndSet(op.gp, flag, new Update(CLEAN, op));
    return false;
  }

  void helpMarked(DInfo op, Update flag) {
    Node other = op.p.right == op.l ? op.p.left : op.p.right;
    casChild(op.gp, op.p, other);
    UPDATE.compareAndSet(op.gp, flag, new Update(CLEAN, op));
  }

  /** Helps the operation u announces.  A flag is found by reading the node's update word. */
  void help(Update u) {
    if (u.state == IFLAG) {
      IInfo op = (IInfo) u.info;
      helpInsert(op, u);
    } else if (u.state == MARK) {
      DInfo op = (DInfo) u.info;
      Update gpu = op.gp.update;
      if (gpu.state == DFLAG && gpu.info == op) helpMarked(op, gpu);
      else helpMarked(op, null);
    } else if (u.state == DFLAG) {
      helpDelete((DInfo) u.info, u);
    }
  }

  void casChild(Internal parent, Node old, Node nw) {
    if (nw.key < parent.key) LEFT.compareAndSet(parent, old, nw);
    else RIGHT.compareAndSet(parent, old, nw);
  }

  public int[] toArray() {
    int[] buf = new int[16];
    int n = collect(root, buf, 0);
    int[] out = new int[n];
    System.arraycopy(buf, 0, out, 0, n);
    return out;
  }

  private int collect(Node x, int[] buf, int n) {
    if (x instanceof Leaf) {
      if (x.key < INF1) buf[n++] = x.key;
      return n;
    }
    Internal i = (Internal) x;
    return collect(i.right, buf, collect(i.left, buf, n));
  }
}
