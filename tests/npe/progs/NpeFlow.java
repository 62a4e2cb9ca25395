// Helpful NullPointerException messages (JEP 358): the data-flow analysis
// across branches, loops, switches and exception handlers.
public class NpeFlow {
  String s; NpeFlow next; static boolean flag = true;
  static void show(NullPointerException e) { System.out.println(e.getMessage()); }
  static String id(String x) { return x; }
  static int two(String a, int b) { return b; }

  // the parameter is written after its use, inside a loop
  static void loopWritten(String p, String q) {
    for (int k = 0; k < 2; k++) {
      try { p.length(); } catch (NullPointerException e) { show(e); }
      p = null;
    }
    int k = 0;
    while (true) {
      if (k++ == 2) break;
      q = null;
      try { q.length(); } catch (NullPointerException e) { show(e); }
    }
  }

  // the parameter is written before its use, on a branch only
  static void branchWritten(String p, boolean b) {
    if (b) p = null;
    try { p.length(); } catch (NullPointerException e) { show(e); }
  }

  // a handler that uses a written parameter
  static void handlerWritten(String p) {
    p = null;
    try { Integer.parseInt("x"); } catch (NumberFormatException e) {
      try { p.length(); } catch (NullPointerException e2) { show(e2); }
    }
  }

  // finally blocks are copied by javac; each copy is analysed on its own
  static void finallyCopies(String p) {
    for (int k = 0; k < 2; k++) {
      try {
        if (k == 1) throw new IllegalStateException();
      } catch (IllegalStateException e) {
        System.out.println("caught");
      } finally {
        try { p.length(); } catch (NullPointerException e) { show(e); }
      }
    }
  }

  static void switches(int v, String a, String b) {
    for (int k = 0; k < 3; k++) {
      String x;
      switch (k) {
        case 0: x = a; break;
        case 1: x = b; break;
        default: x = null;
      }
      try { x.length(); } catch (NullPointerException e) { show(e); }
      try {
        switch (k) {
          case 0: a.length(); break;
          case 10: b.length(); break;
          case 1000: a.isEmpty(); break;
          default: b.isEmpty();
        }
      } catch (NullPointerException e) { show(e); }
    }
  }

  static void stackAcrossBranch(String a, NpeFlow f) {
    try { two(flag ? a : "y", f.s.length()); } catch (NullPointerException e) { show(e); }
    try { (flag ? f : null).s.length(); } catch (NullPointerException e) { show(e); }
    try { two(a, (flag ? a : a).length()); } catch (NullPointerException e) { show(e); }
    try { id(flag ? a : a).length(); } catch (NullPointerException e) { show(e); }
  }

  static void nested(NpeFlow f) {
    try {
      try { f.s = "x"; } catch (NullPointerException e) { show(e); f.next.s = "y"; }
    } catch (NullPointerException e) { show(e); }
    try {
      try { throw new RuntimeException(); }
      finally { f.next = null; }
    } catch (RuntimeException e) { System.out.println(e.getMessage()); }
  }

  static void deadCode(String p) {
    int k = 0;
    do {
      try { p.length(); } catch (NullPointerException e) { show(e); }
      k++;
      if (k > 1) continue;
      p = id(p);
    } while (k < 3);
  }

  static void lambdaLike(String p) {
    Object lock = null;
    try { synchronized (lock) { p.length(); } } catch (NullPointerException e) { show(e); }
    lock = new Object();
    try { synchronized (lock) { p.length(); } } catch (NullPointerException e) { show(e); }
  }

  void self() {
    try { next.next.s = null; } catch (NullPointerException e) { show(e); }
  }

  public static void main(String[] args) {
    loopWritten(null, "q");
    branchWritten(null, false);
    branchWritten("x", true);
    handlerWritten("x");
    finallyCopies(null);
    switches(0, null, null);
    stackAcrossBranch(null, new NpeFlow());
    stackAcrossBranch(null, null);
    nested(null);
    deadCode(null);
    lambdaLike(null);
    new NpeFlow().self();
    try { args = null; System.out.println(args.length); } catch (NullPointerException e) { show(e); }
  }
}
