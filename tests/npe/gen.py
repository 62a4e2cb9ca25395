#!/usr/bin/env python3
# Random Java programs full of NullPointerExceptions, to compare jpor's helpful
# messages (JEP 358) with the host JDK's.  Class F in the templates becomes
# CLASSNAME.  Usage: python3 gen.py SEED CLASSNAME > CLASSNAME.java
# progs/NpeGenA.java is seed 24, progs/NpeGenB.java seed 110.
import random, re, sys
R = random.Random(int(sys.argv[1]))
NAME = sys.argv[2]
COND = ["ci > 2", "pi == 1", "flag", "p == null", "a != null"]

def idx(depth):
    c = R.randrange(10)
    if c == 0: return str(R.randrange(6))
    if c == 1: return "ci"
    if c == 2: return "pi"
    if c == 3 and depth < 3: return "%s.ia[%s]" % (ref(depth + 1), idx(depth + 1))
    if c == 4: return "ints[%s]" % R.randrange(6)
    if c == 5: return "(ci + %d) %% 6" % R.randrange(6)
    if c == 6: return "F.K"
    if c == 7 and depth < 3: return "%s.n()" % ref(depth + 1)
    if c == 8: return "(int) pl % 6" 
    return str(R.randrange(6))

def ref(depth):
    c = R.randrange(17)
    if depth >= 4: c = R.choice([0, 1, 2, 3])
    if c == 0: return R.choice(["a", "b", "c"])
    if c == 1: return R.choice(["p", "q"])
    if c == 2: return "F.sf"
    if c == 3: return R.choice(["this", "g", "g"])
    if c == 4: return "%s.f" % ref(depth + 1)
    if c == 5: return "%s.fa[%s]" % (ref(depth + 1), idx(depth + 1))
    if c == 6: return "F.sfa[%s]" % idx(depth + 1)
    if c == 7: return "%s.m()" % ref(depth + 1)
    if c == 8: return "F.sm(%s)" % ref(depth + 1)
    if c == 9: return "((F) %s)" % ref(depth + 1)
    if c == 10: return "(%s ? %s : %s)" % (R.choice(COND), ref(depth + 1), ref(depth + 1))
    if c == 11: return "arr[%s]" % idx(depth + 1)
    if c == 12: return "grid[%s][%s]" % (idx(depth + 1), idx(depth + 1))
    if c == 13: return "((F) null)"
    if c == 14: return "%s.self" % ref(depth + 1)
    if c == 15: return "((F) o)"
    return "g.f"

def deref():
    e = ref(0)
    c = R.randrange(13)
    if c == 0: return "%s.s = null;" % e
    if c == 1: return "sink(%s.s.length());" % e
    if c == 2: return "%s.ia[%s] = 1;" % (e, idx(1))
    if c == 3: return "sink(%s.ia[%s]);" % (e, idx(1))
    if c == 4: return "sink(%s.fa.length);" % e
    if c == 5: return "synchronized (%s) { sink(1); }" % e
    if c == 6: return "sink(%s.n());" % e
    if c == 7: return "%s.la[%s] = 2L;" % (e, idx(1))
    if c == 8: return "sink(%s.f.hashCode());" % e
    if c == 9: return "%s.fa[%s] = %s;" % (e, idx(1), ref(1))
    if c == 10: return "sink(%s.v);" % e
    if c == 11: return "%s.la[%s] += pl;" % (e, idx(1))
    return "%s.v++;" % e

def assign():
    v = R.choice(["a", "b", "c", "p", "q", "o"])
    return "%s = %s;" % (v, R.choice(["null", "g", "g.f", "F.sf", "arr[1]", v]))

CNT = [0]
def fresh(p):
    CNT[0] += 1
    return "%s%d" % (p, CNT[0])

def stmt(depth):
    c = R.randrange(11)
    if c < 5 or depth > 2:
        return "try { %s sink(0); } catch (NullPointerException e) { show(e); }" % deref()
    if c == 5:
        return "if (%s) { %s } else { %s }" % (R.choice(COND), stmt(depth + 1), stmt(depth + 1))
    if c == 6:
        k = fresh("k")
        return "for (int %s = 0; %s < 2; %s++) { %s %s }" % (k, k, k, stmt(depth + 1), assign())
    if c == 7:
        return "switch (ci + k0) { case 1: %s break; case 7: %s case 30: %s break; default: %s }" % (
            stmt(depth + 1), stmt(depth + 1), stmt(depth + 1), stmt(depth + 1))
    if c == 8:
        return "try { %s throw new IllegalStateException(); } catch (IllegalStateException %s) { %s } finally { %s }" % (
            assign(), fresh("x"), stmt(depth + 1), stmt(depth + 1))
    if c == 9:
        return "do { %s k0++; } while (k0 < %d);" % (stmt(depth + 1), R.randrange(1, 3))
    return assign()

def method(i):
    static = R.random() < 0.4
    params = ["F p", "int pi", "F q"]
    R.shuffle(params)
    if R.random() < 0.6: params.insert(R.randrange(len(params) + 1), "long pl")
    else: params.insert(R.randrange(len(params) + 1), "double pd")
    if "long pl" not in params:
        pre = "long pl = 3L;"
    else:
        pre = ""
    args = {"F p": "root.f", "int pi": "1", "F q": "null", "long pl": "5L", "double pd": "2.5"}
    body = "\n    ".join(stmt(0) for _ in range(R.randrange(4, 12)))
    if static: body = body.replace("this", "g")
    src = """  %svoid t%d(%s) {
    F g = %s; F a = g.f, b = null, c = F.sf; Object o = %s; int ci = %d, k0 = 0; %s
    int[] ints = {0, 1, 2, 3, 4, 5}; F[] arr = g.fa; F[][] grid = {g.fa, null, new F[6], g.fa, null, g.fa};
    boolean flag = ci > 1;
    %s
  }
""" % ("static " if static else "", i, ", ".join(params), "root" if static else "this",
       R.choice(["null", "g", "a"]), R.randrange(6), pre, body)
    call = "%st%d(%s);" % ("" if static else "root.", i, ", ".join(args[p] for p in params))
    return src, call

methods = [method(i) for i in range(R.randrange(3, 7))]
out = ["public class F {",
       "  static final int K = 2;",
       "  static F sf, root; static F[] sfa;",
       "  F f; F self; F[] fa; String s; int[] ia; long[] la; int v;",
       "  F m() { return f; }",
       "  static F sm(F x) { return x == null ? null : x.f; }",
       "  int n() { return v; }",
       "  static void show(NullPointerException e) { System.out.println(e.getMessage()); }",
       "  static void sink(int v) { }",
       "  static F mk(int d) { F x = new F(); x.self = x; x.fa = new F[6]; x.ia = new int[6]; x.la = new long[6];",
       "    if (d > 0) { x.f = mk(d - 1); for (int i = 0; i < 6; i += 2) x.fa[i] = mk(d - 1); } return x; }"]
for src, _ in methods: out.append(src)
out.append("  public static void main(String[] args) {")
out.append("    root = mk(%d); sf = %s; sfa = %s;" % (R.randrange(1, 4), R.choice(["null", "root.f", "root"]), R.choice(["null", "root.fa", "new F[6]"])))
for _, call in methods: out.append("    " + call)
out.append("  }")
out.append("}")

print("// Generated by tests/npe/gen.py %s %s: random NullPointerExceptions whose\n"
      "// helpful messages (JEP 358) are compared with the host JDK's." % (sys.argv[1], NAME))
print(re.sub(r"\bF\b", NAME, "\n".join(out)))
