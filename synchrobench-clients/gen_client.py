#!/usr/bin/env python3
"""Generate a linearizability client of a concurrent data structure (Violat-style).

A client is a Java class: its threads call the generated operations on one
shared structure; main joins them and checks that what was observed (every
call's return value and the final contents) is among the outcomes of the
sequential executions of the same calls that keep each thread's order.  The
generator computes that outcome set here, by running the sequential
specification (a set, a map or a FIFO queue) over every such interleaving, and
embeds it in the client as a String[]; on a mismatch the client throws an
AssertionError that lists the calls and the results (jpor check enables
assertions, so the checker reports it with the interleaving).

    gen_client.py --structure rwlock --threads 3 --calls 2 --keys 4 --seed 1 \\
                  --initial 1,2 [--buggy] [--bug-class all|half|one|none] --out DIR
    gen_client.py --spec CLIENT.json --out DIR          # regenerate from a spec
    gen_client.py --shrink CLIENT.json --classes DIR \\
                  --check-cmd 'build/jpor check -cp {cp} {main}'
    gen_client.py --list                                # the structures
    gen_client.py --self-test                           # the outcome computation

Every generated client also gets CLIENT.json beside CLIENT.java: the spec, from
which the same client (and smaller ones, when shrinking) can be made again.
The structure classes are compiled separately (javac -d DIR src/*.java); a
client compiles against them (javac -cp DIR).
"""
import argparse
import functools
import itertools
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


class Structure:
    def __init__(self, short, kind, cls, buggy, inner, bug_ops, bug_keys, jlib=(), note=""):
        self.short = short
        self.kind = kind          # set, map or queue
        self.cls = cls
        self.buggy = buggy
        self.inner = inner        # nested classes ($X) of cls whose objects are shared
        self.bug_ops = bug_ops    # the operations that may take the seeded-bug path
        self.bug_keys = bug_keys  # 'odd': only with odd keys (values for queues); 'any'
        self.jlib = jlib          # library classes whose fields the structure reads
        self.note = note

    def shared_classes(self, buggy):
        names = [self.cls] + [self.cls + "$" + i for i in self.inner] + list(self.jlib)
        if buggy:
            names.append(self.buggy)
        return names

    def is_bug_call(self, op, key):
        return op in self.bug_ops and (self.bug_keys == "any" or key % 2 == 1)


CHM = ("ConcurrentHashMap", "ConcurrentHashMap$Node", "ConcurrentHashMap$ForwardingNode",
       "ConcurrentHashMap$ReservationNode", "ConcurrentHashMap$TreeBin")
STRUCTURES = [
    Structure("rwlock", "set", "RWLockCoarseGrainedListIntSet", "RWLockCoarseGrainedListIntSetBuggy",
              ["Node"], {"remove"}, "any", note="buggy: remove takes the read lock when the key is present"),
    Structure("optimistic", "set", "OptimisticListSortedSetWaitFreeContains",
              "OptimisticListSortedSetWaitFreeContainsBuggy", ["Node"], {"remove"}, "odd",
              note="buggy: remove of an odd key skips validation"),
    Structure("bst", "set", "NonBlockingBSTIntSet", "NonBlockingBSTIntSetBuggy",
              ["Node", "Leaf", "Internal", "Update", "Info", "IInfo", "DInfo"], {"add"}, "odd",
              note="buggy: insert of an odd key flags the parent with a plain write"),
    Structure("clq", "set", "ConcurrentLinkedQueueIntSet", "ConcurrentLinkedQueueIntSetBuggy", [],
              {"add"}, "odd", jlib=("ConcurrentLinkedQueue", "ConcurrentLinkedQueue$Node"),
              note="buggy: add of an odd key skips the add lock"),
    Structure("chmset", "set", "ConcurrentHashMapIntSet", "ConcurrentHashMapIntSetBuggy", [], {"add"},
              "odd", jlib=CHM, note="buggy: add of an odd key is check-then-put"),
    Structure("chmmap", "map", "ConcurrentHashMapIntMap", "ConcurrentHashMapIntMapBuggy", [], {"put"},
              "odd", jlib=CHM, note="buggy: put of an odd key is get-then-put"),
    Structure("coarsemap", "map", "CoarseLockHashIntMap", "CoarseLockHashIntMapBuggy", ["Entry"],
              {"remove"}, "odd", note="buggy: remove of an odd key skips the lock"),
    Structure("lazy", "set", "LazyListIntSet", "LazyListIntSetBuggy", ["Node"], {"add", "remove"}, "odd",
              note="buggy: updates of an odd key do not check that pred is unmarked"),
    Structure("harris", "set", "HarrisMichaelListIntSet", "HarrisMichaelListIntSetBuggy", ["Node"],
              {"remove"}, "odd", jlib=("AtomicMarkableReference",),
              note="buggy: remove of an odd key marks with a plain write"),
    Structure("skiplist", "set", "LockFreeSkipListIntSet", "LockFreeSkipListIntSetBuggy", ["Node"], {"add"},
              "odd", jlib=("AtomicMarkableReference",),
              note="buggy: an odd key is linked at the bottom level with a plain write"),
    Structure("msqueue", "queue", "MichaelScottQueue", "MichaelScottQueueBuggy", ["Node"], {"enq"}, "odd",
              note="buggy: an odd value is linked with a plain write"),
]
BY_NAME = {}
for _s in STRUCTURES:
    BY_NAME[_s.short] = _s
    BY_NAME[_s.cls] = _s

OPS = {"set": ["add", "remove", "contains"], "map": ["put", "get", "remove"], "queue": ["enq", "deq"]}
DEFAULT_OPS = {"set": ["add", "remove"], "map": ["put", "get", "remove"], "queue": ["enq", "deq"]}


def structure(name):
    if name not in BY_NAME:
        raise SystemExit("gen_client.py: unknown structure %r (see --list)" % name)
    return BY_NAME[name]


# ---- the sequential specifications ----

def initial_state(kind, initial):
    if kind == "set":
        return frozenset(initial)
    if kind == "map":
        return tuple(sorted(dict((k, v) for k, v in initial).items()))
    return tuple(initial)


def apply_op(kind, state, call):
    """(result, new state) of one call; results are ints (booleans as 0/1, absent as -1)."""
    op = call[0]
    if kind == "set":
        k = call[1]
        if op == "add":
            return (0, state) if k in state else (1, state | {k})
        if op == "remove":
            return (1, state - {k}) if k in state else (0, state)
        return (1 if k in state else 0), state
    if kind == "map":
        d = dict(state)
        k = call[1]
        old = d.get(k, -1)
        if op == "put":
            d[k] = call[2]
        elif op == "remove":
            d.pop(k, None)
        else:
            return old, state
        return old, tuple(sorted(d.items()))
    if op == "enq":
        return 1, state + (call[1],)
    if not state:
        return -1, state
    return state[0], state[1:]


def encode_final(kind, state):
    if kind == "set":
        return ",".join(str(k) for k in sorted(state))
    if kind == "map":
        return ",".join("%d,%d" % kv for kv in state)
    return ",".join(str(v) for v in state)


def encode_outcome(threads, results, final):
    """Per-thread results joined by '/', then ';' and the final contents (the client builds the same)."""
    parts, i = [], 0
    for calls in threads:
        parts.append(",".join(str(r) for r in results[i:i + len(calls)]))
        i += len(calls)
    return "/".join(parts) + ";" + final


def outcomes(kind, threads, initial):
    """Every outcome of the sequential executions that keep each thread's order (sorted strings)."""
    n = len(threads)
    lens = tuple(len(c) for c in threads)

    @functools.lru_cache(maxsize=None)
    def rest(pos, state):
        # the results of the calls not yet made, in (thread, index) order, plus the final contents
        if pos == lens:
            return frozenset([((), encode_final(kind, state))])
        out = set()
        for t in range(n):
            if pos[t] == lens[t]:
                continue
            r, s2 = apply_op(kind, state, tuple(threads[t][pos[t]]))
            p2 = pos[:t] + (pos[t] + 1,) + pos[t + 1:]
            at = sum(lens[u] - p2[u] for u in range(t))  # where this call sits among the remaining
            for tail, fin in rest(p2, s2):
                out.add((tail[:at] + (r,) + tail[at:], fin))
        return frozenset(out)

    res = rest(tuple([0] * n), initial_state(kind, initial))
    return sorted(encode_outcome(threads, list(r), f) for r, f in res)


# ---- generation ----

def bug_count(bug_class, total):
    return {"all": total, "half": max(1, total // 2) if total > 1 else 1, "one": 1, "none": 0}[bug_class]


def make_call(rng, st, ops, keys, bug, value_counter):
    """A random call; bug: must be one that takes the seeded-bug path (True) or must not (False)."""
    for _ in range(1000):
        op = rng.choice(sorted(st.bug_ops) if bug else ops)
        if op == "deq":
            if bug is True:
                continue
            return ["deq"]
        if op == "get" and bug is not True:
            return ["get", rng.randrange(keys)]
        k = rng.randrange(keys)
        if bug is not None and st.is_bug_call(op, k) != bug:
            continue
        if op == "put":
            value_counter[0] += 1
            return ["put", k, value_counter[0]]
        return [op, k]
    raise SystemExit("gen_client.py: cannot make a%s call of %s with %d keys" %
                     (" buggy" if bug else " non-buggy", st.short, keys))


def generate_spec(structure_name, threads, calls, keys, seed, initial=None, buggy=False, bug_class=None,
                  ops=None, exact_calls=False, name=None):
    st = structure(structure_name)
    rng = random.Random(seed)
    ops = ops or DEFAULT_OPS[st.kind]
    counts = [calls if exact_calls else rng.randint(1, calls) for _ in range(threads)]
    total = sum(counts)
    marks = [None] * total
    if bug_class:
        if st.bug_keys == "odd" and keys < 2:
            raise SystemExit("gen_client.py: bug classes need at least 2 keys")
        nb = bug_count(bug_class, total)
        chosen = set(rng.sample(range(total), nb))
        marks = [i in chosen for i in range(total)]
    vc = [9]
    flat = [make_call(rng, st, ops, keys, m, vc) for m in marks]
    tcalls, i = [], 0
    for c in counts:
        tcalls.append(flat[i:i + c])
        i += c
    if initial is None:
        initial = sorted(rng.sample(range(keys), rng.randint(0, keys)))
        if bug_class and st.kind != "queue" and st.bug_keys == "odd" and st.bug_ops != {"add", "remove"}:
            # odd keys present when the bug is in remove, absent when it is in add/put: the
            # buggy calls then take the path that can go wrong
            present = "remove" in st.bug_ops
            initial = sorted(set(k for k in initial if k % 2 == 0) |
                             (set(range(1, keys, 2)) if present else set()))
        if st.kind == "map":
            initial = [[k, k] for k in initial]
        elif st.kind == "queue":
            rng.shuffle(initial)
    spec = {"structure": st.short, "buggy": bool(buggy), "bug_class": bug_class, "seed": seed, "keys": keys,
            "initial": initial, "threads": tcalls}
    spec["name"] = name or client_name(spec)
    return spec


def client_name(spec):
    import hashlib
    h = hashlib.sha1(json.dumps([spec["structure"], spec["buggy"], spec["initial"], spec["threads"]],
                                sort_keys=True).encode()).hexdigest()[:8]
    return "C_%s_%s_%s" % (spec["structure"], "b" if spec["buggy"] else "c", h)


JAVA_CALL = {
    "set": {"add": "s.addInt(%d) ? 1 : 0", "remove": "s.removeInt(%d) ? 1 : 0", "contains": "s.containsInt(%d) ? 1 : 0"},
    "map": {"put": "s.putInt(%d, %d)", "get": "s.getInt(%d)", "remove": "s.removeInt(%d)"},
    "queue": {"enq": "s.enqueue(%d) ? 1 : 0", "deq": "s.dequeue()"},
}
IFACE = {"set": "IntSet", "map": "IntMap", "queue": "IntQueue"}


def call_text(call):
    return "%s(%s)" % (call[0], ", ".join(str(a) for a in call[1:]))


def java_source(spec):
    st = structure(spec["structure"])
    kind = st.kind
    name = spec["name"]
    cls = st.buggy if spec["buggy"] else st.cls
    iface = IFACE[kind]
    exp = outcomes(kind, spec["threads"], spec["initial"])
    L = []
    w = L.append
    w("// Generated by synchrobench-clients/gen_client.py; spec: %s" % json.dumps(
        {k: spec[k] for k in ("structure", "buggy", "bug_class", "seed", "keys")}))
    w("// calls: " + " | ".join(", ".join(call_text(c) for c in t) for t in spec["threads"]))
    w("public class %s {" % name)
    w("  static final String CALLS = \"%s\";" % " | ".join(", ".join(call_text(c) for c in t) for t in spec["threads"]))
    w("  /** Every outcome of the sequential executions (%d): per-thread results '/'-separated; final contents. */" % len(exp))
    w("  static final String[] EXPECTED = {")
    for e in exp:
        w("    \"%s\"," % e)
    w("  };")
    w("")
    w("  static final class Worker extends Thread {")
    w("    final %s s;" % iface)
    w("    final int t;")
    w("    final int[] r;")
    w("")
    w("    Worker(%s s, int t, int n) {" % iface)
    w("      this.s = s;")
    w("      this.t = t;")
    w("      this.r = new int[n];")
    w("    }")
    w("")
    w("    public void run() {")
    w("      switch (t) {")
    for t, calls in enumerate(spec["threads"]):
        w("        case %d:" % t)
        for i, c in enumerate(calls):
            w("          r[%d] = %s;" % (i, JAVA_CALL[kind][c[0]] % tuple(c[1:])))
        w("          break;")
    w("        default:")
    w("          break;")
    w("      }")
    w("    }")
    w("  }")
    w("")
    w("  public static void main(String[] args) throws InterruptedException {")
    w("    %s s = new %s();" % (iface, cls))
    for x in spec["initial"]:
        if kind == "set":
            w("    s.addInt(%d);" % x)
        elif kind == "map":
            w("    s.putInt(%d, %d);" % tuple(x))
        else:
            w("    s.enqueue(%d);" % x)
    n = len(spec["threads"])
    w("    Worker[] w = new Worker[%d];" % n)
    for t, calls in enumerate(spec["threads"]):
        w("    w[%d] = new Worker(s, %d, %d);" % (t, t, len(calls)))
    w("    for (Worker x : w) x.start();")
    w("    for (Worker x : w) x.join();")
    w("    StringBuilder sb = new StringBuilder();")
    w("    for (int t = 0; t < w.length; t++) {")
    w("      if (t > 0) sb.append('/');")
    w("      for (int i = 0; i < w[t].r.length; i++) {")
    w("        if (i > 0) sb.append(',');")
    w("        sb.append(w[t].r[i]);")
    w("      }")
    w("    }")
    w("    sb.append(';');")
    w("    int[] fin = s.toArray();")
    w("    for (int i = 0; i < fin.length; i++) {")
    w("      if (i > 0) sb.append(',');")
    w("      sb.append(fin[i]);")
    w("    }")
    w("    String got = sb.toString();")
    w("    boolean ok = false;")
    w("    for (String e : EXPECTED) if (e.equals(got)) ok = true;")
    w("    if (!ok) throw new AssertionError(\"not linearizable: calls \" + CALLS + \"; observed \" + got);")
    w("    System.out.println(got);")
    w("  }")
    w("}")
    return "\n".join(L) + "\n"


def write_client(spec, out):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, spec["name"] + ".java"), "w") as f:
        f.write(java_source(spec))
    with open(os.path.join(out, spec["name"] + ".json"), "w") as f:
        json.dump(spec, f)
        f.write("\n")
    return os.path.join(out, spec["name"] + ".java")


def compile_structures(dest):
    src = os.path.join(HERE, "src")
    files = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".java"))
    subprocess.check_call(["javac", "-g", "-nowarn", "-d", dest] + files)


# ---- shrinking ----

def fails(spec, classes, cmd, timeout):
    d = tempfile.mkdtemp(prefix="shrink-")
    try:
        spec = dict(spec)
        spec["name"] = client_name(spec)
        src = write_client(spec, d)
        subprocess.check_call(["javac", "-g", "-nowarn", "-cp", classes, "-d", d, src])
        c = cmd.format(cp=d + os.pathsep + classes, main=spec["name"], shared=",".join(
            structure(spec["structure"]).shared_classes(spec["buggy"])))
        try:
            rc = subprocess.call(c, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 timeout=timeout)
        except subprocess.TimeoutExpired:
            return False
        return rc == 1
    finally:
        shutil.rmtree(d, ignore_errors=True)


def candidates(spec):
    th = spec["threads"]
    for t in range(len(th)):  # drop a whole thread
        if len(th) > 1:
            yield dict(spec, threads=th[:t] + th[t + 1:])
    for t in range(len(th)):  # drop one call
        for i in range(len(th[t])):
            nt = th[t][:i] + th[t][i + 1:]
            yield dict(spec, threads=[x for x in th[:t] + [nt] + th[t + 1:] if x])
    for i in range(len(spec["initial"])):  # drop an initial element
        yield dict(spec, initial=spec["initial"][:i] + spec["initial"][i + 1:])


def shrink(spec, classes, cmd, timeout):
    if not fails(spec, classes, cmd, timeout):
        raise SystemExit("gen_client.py: the client does not fail under %r" % cmd)
    progress = True
    while progress:
        progress = False
        for c in candidates(spec):
            if fails(c, classes, cmd, timeout):
                spec = c
                progress = True
                print("shrunk to %d calls: %s" % (sum(len(t) for t in spec["threads"]), describe(spec)),
                      file=sys.stderr)
                break
    spec["name"] = client_name(spec)
    return spec


def describe(spec):
    return "initial %s; %s" % (spec["initial"], " | ".join(", ".join(call_text(c) for c in t)
                                                         for t in spec["threads"]))


# ---- self test ----

def self_test():
    passed = failed = 0

    def check(what, got, want):
        nonlocal passed, failed
        if got == want:
            passed += 1
        else:
            failed += 1
            print("FAIL %s: got %s, want %s" % (what, got, want))

    # one thread: exactly the sequential run
    check("seq set", outcomes("set", [[["add", 1], ["add", 1], ["remove", 1], ["contains", 1]]], []),
          ["1,0,1,0;"])
    # two adds of the same key: exactly one succeeds
    check("add race", outcomes("set", [[["add", 1]], [["add", 1]]], []), ["0/1;1", "1/0;1"])
    # add and remove of a present key
    check("add/remove", outcomes("set", [[["add", 2]], [["remove", 2]]], [2]), ["0/1;", "1/1;2"])
    # contains sees before or after
    check("contains", outcomes("set", [[["add", 3]], [["contains", 3]]], []), ["1/0;3", "1/1;3"])
    # map: two puts return each other's value or absent
    check("map puts", outcomes("map", [[["put", 1, 10]], [["put", 1, 11]]], []),
          ["-1/10;1,11", "11/-1;1,10"])
    check("map remove", outcomes("map", [[["remove", 1]], [["get", 1]]], [[1, 5]]),
          ["5/-1;", "5/5;"])
    # queue: FIFO
    check("queue seq", outcomes("queue", [[["enq", 1], ["enq", 2], ["deq"], ["deq"], ["deq"]]], []),
          ["1,1,1,2,-1;"])
    check("queue race", outcomes("queue", [[["enq", 1]], [["enq", 2]], [["deq"]]], []),
          ["1/1/-1;1,2", "1/1/-1;2,1", "1/1/1;2", "1/1/2;1"])
    # count: 3 threads x 2 calls on disjoint keys: every interleaving (90) gives one outcome
    check("disjoint", len(outcomes("set", [[["add", 1], ["remove", 1]], [["add", 2], ["remove", 2]],
                                           [["add", 3], ["remove", 3]]], [])), 1)
    # the memoised enumeration agrees with brute force over all interleavings
    rng = random.Random(7)
    for trial in range(30):
        kind = rng.choice(["set", "map", "queue"])
        st = {"set": "rwlock", "map": "coarsemap", "queue": "msqueue"}[kind]
        spec = generate_spec(st, rng.randint(1, 3), rng.randint(1, 3), rng.randint(1, 3), rng.randint(0, 999))
        check("brute force %d" % trial, outcomes(kind, spec["threads"], spec["initial"]),
              brute(kind, spec["threads"], spec["initial"]))
    # bug classes mark the requested number of calls
    for bc, want in (("all", 6), ("half", 3), ("one", 1), ("none", 0)):
        spec = generate_spec("optimistic", 3, 2, 4, 5, buggy=True, bug_class=bc, exact_calls=True)
        st = structure("optimistic")
        got = sum(1 for t in spec["threads"] for c in t if st.is_bug_call(c[0], c[1]))
        check("bug class %s" % bc, got, want)
    # the generated Java has one EXPECTED line per outcome
    spec = generate_spec("chmmap", 2, 2, 2, 3)
    src = java_source(spec)
    check("java expected", len(re.findall(r'^    "', src, re.M)),
          len(outcomes("map", spec["threads"], spec["initial"])))
    print("%d passed, %d failed" % (passed, failed))
    return failed == 0


def brute(kind, threads, initial):
    seq = [t for t, c in enumerate(threads) for _ in c]
    out = set()
    for order in set(itertools.permutations(seq)):
        pos = [0] * len(threads)
        state = initial_state(kind, initial)
        res = {}
        for t in order:
            r, state = apply_op(kind, state, tuple(threads[t][pos[t]]))
            res[(t, pos[t])] = r
            pos[t] += 1
        flat = [res[(t, i)] for t in range(len(threads)) for i in range(len(threads[t]))]
        out.add(encode_outcome(threads, flat, encode_final(kind, state)))
    return sorted(out)


def parse_initial(text, kind):
    if text is None:
        return None
    if text == "":
        return []
    if kind == "map":
        return [[int(a) for a in kv.split(":")] for kv in text.split(",")]
    return [int(x) for x in text.split(",")]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--structure", help="short name or class name (see --list)")
    ap.add_argument("--threads", type=int, default=3)
    ap.add_argument("--calls", type=int, default=2, help="calls per thread (at most, unless --exact-calls)")
    ap.add_argument("--exact-calls", action="store_true", help="every thread makes exactly --calls calls")
    ap.add_argument("--keys", type=int, default=4, help="keys (and queue values) are 0..KEYS-1")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--initial", help="initial contents: 1,2 (set, queue) or 1:10,2:11 (map); "
                    "default random")
    ap.add_argument("--ops", help="operations to draw from (default: set add,remove; map put,get,remove; "
                    "queue enq,deq)")
    ap.add_argument("--buggy", action="store_true", help="use the seeded-bug variant of the structure")
    ap.add_argument("--bug-class", choices=["all", "half", "one", "none"],
                    help="how many calls take the bug's path (the paper's classes)")
    ap.add_argument("--name", help="class name (default: derived from the calls)")
    ap.add_argument("--out", default=".", help="directory for CLIENT.java and CLIENT.json")
    ap.add_argument("--spec", help="regenerate from this CLIENT.json")
    ap.add_argument("--shrink", metavar="SPEC", help="shrink this failing client")
    ap.add_argument("--classes", help="(shrink) compiled structure classes; made from src/ if absent")
    ap.add_argument("--check-cmd", default="build/jpor check -cp {cp} {main}",
                    help="(shrink) fails = exit status 1; {cp} {main} {shared} are substituted")
    ap.add_argument("--timeout", type=float, default=60, help="(shrink) seconds per check")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--print-shared", action="store_true", help="print the --shared-classes list and exit")
    a = ap.parse_args()
    if a.self_test:
        sys.exit(0 if self_test() else 1)
    if a.list:
        for s in STRUCTURES:
            print("%-10s %-5s %s / %s  (%s)" % (s.short, s.kind, s.cls, s.buggy, s.note))
        return
    if a.shrink:
        spec = json.load(open(a.shrink))
        classes = a.classes
        if not classes or not os.path.isdir(classes):
            classes = classes or tempfile.mkdtemp(prefix="sbclasses-")
            compile_structures(classes)
        spec = shrink(spec, classes, a.check_cmd, a.timeout)
        path = write_client(spec, a.out)
        print("smallest failing client: %s (%d calls)" % (path, sum(len(t) for t in spec["threads"])))
        print(describe(spec))
        return
    if a.spec:
        spec = json.load(open(a.spec))
        if a.name:
            spec["name"] = a.name
    else:
        if not a.structure:
            ap.error("--structure is required")
        st = structure(a.structure)
        spec = generate_spec(st.short, a.threads, a.calls, a.keys, a.seed, parse_initial(a.initial, st.kind),
                             a.buggy, a.bug_class, a.ops.split(",") if a.ops else None, a.exact_calls, a.name)
    if a.print_shared:
        print(",".join(structure(spec["structure"]).shared_classes(spec["buggy"])))
        return
    print(write_client(spec, a.out))


if __name__ == "__main__":
    main()
