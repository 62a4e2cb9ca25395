import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A client of an IntSet: three threads run two or three operations each on a
 * shared set; the results and the final contents must be those of SOME
 * sequential execution of the same operations that keeps each thread's order
 * (linearizability, checked by enumeration after the threads end).
 *
 * usage: SetClient [buggy]
 */
public class SetClient {
  /** One operation: 'a'dd, 'r'emove or 'c'ontains of a value. */
  static final class Op {
    final char kind;
    final int value;

    Op(char kind, int value) {
      this.kind = kind;
      this.value = value;
    }

    boolean apply(IntSet s) {
      return kind == 'a' ? s.addInt(value) : kind == 'r' ? s.removeInt(value) : s.containsInt(value);
    }

    boolean apply(TreeSet<Integer> s) {
      return kind == 'a' ? s.add(value) : kind == 'r' ? s.remove(value) : s.contains(value);
    }

    public String toString() {
      return (kind == 'a' ? "add" : kind == 'r' ? "remove" : "contains") + "(" + value + ")";
    }
  }

  static final int[] INITIAL = {1, 2, 3};
  static final Op[][] OPS = {
    {new Op('r', 2), new Op('a', 5)},
    {new Op('r', 3), new Op('c', 2)},
    {new Op('c', 1), new Op('r', 2), new Op('a', 3)},
  };

  static final class Worker extends Thread {
    final IntSet set;
    final Op[] ops;
    final boolean[] results;

    Worker(IntSet set, Op[] ops) {
      this.set = set;
      this.ops = ops;
      this.results = new boolean[ops.length];
    }

    public void run() {
      for (int i = 0; i < ops.length; i++) results[i] = ops[i].apply(set);
    }
  }

  /** Is there a sequential order of the operations giving these results and this final set? */
  static boolean linearizable(boolean[][] results, int[] finalSet) {
    return search(new int[OPS.length], new TreeSet<Integer>(initial()), results, finalSet);
  }

  static List<Integer> initial() {
    List<Integer> l = new ArrayList<>();
    for (int v : INITIAL) l.add(v);
    return l;
  }

  static boolean search(int[] next, TreeSet<Integer> s, boolean[][] results, int[] finalSet) {
    boolean done = true;
    for (int t = 0; t < OPS.length; t++) {
      if (next[t] == OPS[t].length) continue;
      done = false;
      TreeSet<Integer> copy = new TreeSet<>(s);
      if (OPS[t][next[t]].apply(copy) != results[t][next[t]]) continue;
      next[t]++;
      boolean ok = search(next, copy, results, finalSet);
      next[t]--;
      if (ok) return true;
    }
    if (!done) return false;
    if (s.size() != finalSet.length) return false;
    int i = 0;
    for (int v : s) if (v != finalSet[i++]) return false;
    return true;
  }

  public static void main(String[] args) throws InterruptedException {
    IntSet set = args.length > 0 && args[0].equals("buggy")
        ? new RWLockCoarseGrainedListIntSetBuggy() : new RWLockCoarseGrainedListIntSet();
    for (int v : INITIAL) set.addInt(v);
    Worker[] w = new Worker[OPS.length];
    for (int t = 0; t < w.length; t++) w[t] = new Worker(set, OPS[t]);
    for (Worker x : w) x.start();
    for (Worker x : w) x.join();
    boolean[][] results = new boolean[w.length][];
    for (int t = 0; t < w.length; t++) results[t] = w[t].results;
    int[] contents = set.toArray();
    StringBuilder sb = new StringBuilder();
    for (int t = 0; t < w.length; t++) {
      sb.append("T").append(t).append(":");
      for (int i = 0; i < OPS[t].length; i++) sb.append(' ').append(OPS[t][i]).append('=').append(results[t][i]);
      sb.append("; ");
    }
    sb.append("final set ").append(java.util.Arrays.toString(contents));
    assert linearizable(results, contents) : "not linearizable: " + sb;
    System.out.println(sb);
  }
}
